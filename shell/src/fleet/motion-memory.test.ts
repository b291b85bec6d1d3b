import { getMotionProfile, setMotionProfile } from '@cockpit/shared-sdk';
import { MOTION_KEY, rememberedMotion, rememberMotion, restoreMotion } from './motion-memory';

afterEach(() => {
  localStorage.clear();
  setMotionProfile('standard');
});

test('a light wall starts light again: the choice is kept and restored before the fleet answers', () => {
  rememberMotion({ profile: 'light', reason: 'low-score' });
  expect(rememberedMotion()).toEqual({ profile: 'light', reason: 'low-score' });
  restoreMotion();
  expect(getMotionProfile()).toBe('light');
  expect(document.documentElement.getAttribute('data-motion')).toBe('light');
});

test('nothing kept, or something unreadable, is standard by default', () => {
  expect(rememberedMotion()).toEqual({ profile: 'standard', reason: 'default' });
  for (const junk of ['{', '{"profile":"turbo","reason":"wall"}', '{"profile":"light","reason":"whim"}', '"light"']) {
    localStorage.setItem(MOTION_KEY, junk);
    expect(rememberedMotion()).toEqual({ profile: 'standard', reason: 'default' });
  }
});
