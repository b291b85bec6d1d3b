import { useEffect, type RefObject } from 'react';
import { useMotionsOn } from './motion-profile';

/**
 * Plays `keyframes` on the element (Web Animations, on the compositor for transform and opacity)
 * on mount and whenever `trigger` changes: one animation for a whole list instead of one per
 * re-mounted row. Skipped while `enabled` is false, animations are paused or the wall runs the light profile.
 */
export function useEnterAnimation(
  element: RefObject<HTMLElement | null>,
  trigger: unknown,
  keyframes: Keyframe[],
  options: KeyframeAnimationOptions,
  enabled = true,
): void {
  const running = useMotionsOn();
  useEffect(() => {
    const target = element.current;
    if (!enabled || !running || !target || typeof target.animate !== 'function') return undefined;
    const animation = target.animate(keyframes, options);
    return () => animation.cancel();
    // The keyframes and timing are the caller's constants: only the trigger restarts the animation.
  }, [trigger, running, enabled]);
}
