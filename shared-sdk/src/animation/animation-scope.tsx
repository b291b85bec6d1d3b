import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

const AnimationContext = createContext(true);

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const pageVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * Marks a part of the page as seen or not: inside `active={false}` (a panel hidden behind a
 * rotation, say) clocks, scroll boards, pagers and counters stand still and cost nothing.
 */
export function AnimationScope({ active, children }: { active: boolean; children: ReactNode }) {
  const parent = useContext(AnimationContext);
  return <AnimationContext.Provider value={parent && active}>{children}</AnimationContext.Provider>;
}

/** True while the component is on a visible page and in no inactive {@link AnimationScope}. */
export function useAnimationsRunning(): boolean {
  const visible = useSyncExternalStore(subscribeVisibility, pageVisible, () => true);
  return useContext(AnimationContext) && visible;
}
