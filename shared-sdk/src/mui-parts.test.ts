import * as parts from './mui-parts';
import { MUI_PARTS } from './mui-parts-list';

test('the parts module exports exactly the parts the SDK contract lists', () => {
  expect(Object.keys(parts).sort()).toEqual([...MUI_PARTS].sort());
});

test('every listed part is a real MUI export, not undefined', () => {
  for (const name of MUI_PARTS) expect(parts[name]).toBeDefined();
});
