import { useSyncExternalStore } from 'react';
import { useAnimationsRunning } from './animation-scope';

/**
 * How much a wall moves. `standard`: counters count up, rows fade in, charts animate their updates. `light` (轻量):
 * the same content with every motion off: values, rows and charts appear at once. A wall's shell chooses it (an
 * operator's setting, or its own device benchmark); panels follow through {@link useMotionsOn}, and CSS through the
 * root element's `data-motion` attribute ({@link MOTION_ATTRIBUTE}).
 */
export type MotionProfile = 'standard' | 'light';
export const MOTION_PROFILES: readonly MotionProfile[] = ['standard', 'light'];
/** The attribute on `<html>` that names the profile in force, for stylesheets: `html[data-motion="light"]`. */
export const MOTION_ATTRIBUTE = 'data-motion';

interface MotionStore {
  profile: MotionProfile;
  listeners: Set<() => void>;
}

const STORE_KEY = Symbol.for('cockpit.motion-profile');

// On globalThis, like the bus: a remote built against another copy of shared-sdk hears the same profile.
function store(): MotionStore {
  const holder = globalThis as unknown as Record<symbol, MotionStore | undefined>;
  return (holder[STORE_KEY] ??= { profile: 'standard', listeners: new Set() });
}

/** The profile in force on this page. */
export function getMotionProfile(): MotionProfile {
  return store().profile;
}

/** Puts a profile in force: the root attribute changes and every component using it re-renders. */
export function setMotionProfile(profile: MotionProfile): void {
  const s = store();
  if (typeof document !== 'undefined') document.documentElement.setAttribute(MOTION_ATTRIBUTE, profile);
  if (s.profile === profile) return;
  s.profile = profile;
  for (const listener of [...s.listeners]) listener();
}

/** Hears each change of profile; returns the unsubscribe function. */
export function onMotionProfile(listener: () => void): () => void {
  const s = store();
  s.listeners.add(listener);
  return () => s.listeners.delete(listener);
}

/** The profile in force, re-rendering on change. */
export function useMotionProfile(): MotionProfile {
  return useSyncExternalStore(onMotionProfile, getMotionProfile, getMotionProfile);
}

/**
 * True while decorative motion may run here: the panel is seen (see `useAnimationsRunning`) and the wall's profile
 * is not light. Content still changes on its schedule (boards step, pages turn): only the motion between states stops.
 */
export function useMotionsOn(): boolean {
  const running = useAnimationsRunning();
  return useMotionProfile() === 'standard' && running;
}
