import {
  AUTH_HEADER,
  DESIGN_HEIGHT,
  DESIGN_WIDTH,
  RESIZE_DEBOUNCE_MS,
  SESSION_EXPIRED_CODE,
  SUCCESS_CODE,
} from './constants';
import { ACTIVE_PAGE_COLOR, CHART_PALETTE, TABLE_HEADER_COLOR } from '../theme/palette';

test('the seed constants hold their values', () => {
  expect([DESIGN_WIDTH, DESIGN_HEIGHT, RESIZE_DEBOUNCE_MS]).toEqual([1920, 1080, 400]);
  expect([SUCCESS_CODE, SESSION_EXPIRED_CODE, AUTH_HEADER]).toEqual([200, 401, 'Authorization']);
  expect([TABLE_HEADER_COLOR, ACTIVE_PAGE_COLOR]).toEqual(['#348ac5', '#2989ff']);
});

test('the chart palette has nine distinct hex colours', () => {
  expect(CHART_PALETTE).toHaveLength(9);
  expect(new Set(CHART_PALETTE).size).toBe(9);
  CHART_PALETTE.forEach((colour) => expect(colour).toMatch(/^#[0-9a-f]{6}$/i));
});
