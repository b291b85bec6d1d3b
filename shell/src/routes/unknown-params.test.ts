import { unknownParams } from './unknown-params';

test('config and ops are known parameters of the display routes', () => {
  expect(unknownParams('/', '?config=/wall-2.json')).toEqual([]);
  expect(unknownParams('/xndx', '?ops=1')).toEqual([]);
});

test('anything else is reported by name', () => {
  expect(unknownParams('/xndx', '?confg=/x.json&debug=1')).toEqual(['confg', 'debug']);
});

test('the preview page is left to check its own parameters', () => {
  expect(unknownParams('/preview', '?panel=teams/x&w=1')).toEqual([]);
});

test('the wall id and group of the fleet are known parameters', () => {
  expect(unknownParams('/', '?wall=lobby-1&group=hub&ops=1')).toEqual([]);
});
