import { startTransition, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useObservable } from '../hooks/use-observable';
import { fleetClockOffset, fleetClockOffset$, fleetNow } from '../schedule/fleet-clock';
import { revealAt } from './compositor-reveal';
import { panelOfTurn, type RotationEvent, type RotationState } from './rotation-choice';

/** How long before its turn the next panel is drawn (at opacity 0, painted, its layer ready), ms. */
export const ARM_AHEAD_MS = 1500;

const offset$ = fleetClockOffset$();

/**
 * The next turn of a rotation, prepared before its moment: `ARM_AHEAD_MS` before each turn of the fleet clock the panel
 * whose turn it will be is named (the slot draws it, invisible), and its reveal is handed to the compositor for the
 * moment itself (see {@link revealAt}); the turn's React render, a little later, only makes it so for good. After a
 * correction of the clock the panel chosen on the old clock goes at once. Returns the armed panel's index.
 */
export function useArmedTurn(
  slot: RefObject<HTMLElement | null>,
  panels: readonly string[],
  period: number,
  rotation: RotationState,
  dispatch: (event: RotationEvent) => void,
): number | undefined {
  const offset = useObservable(offset$, fleetClockOffset());
  const [next, setNext] = useState<number>();
  const corrected = useRef(offset);
  const count = panels.length;

  useEffect(() => {
    if (corrected.current === offset) return;
    corrected.current = offset;
    setNext(undefined);
    dispatch({ type: 'turn', turn: Math.floor(fleetNow() / period) });
  }, [offset, period, dispatch]);

  useEffect(() => {
    if (count < 2) return undefined;
    const ahead = Math.min(ARM_AHEAD_MS, period / 2);
    let timer: ReturnType<typeof setTimeout>;
    const plan = (turn: number) => {
      timer = setTimeout(
        () => {
          startTransition(() => setNext(turn));
          plan(turn + 1);
        },
        Math.max(0, turn * period - ahead - fleetNow()),
      );
    };
    plan(Math.floor(fleetNow() / period) + 1);
    return () => clearTimeout(timer);
  }, [count, period, offset]);

  const armed = next === undefined ? undefined : panelOfTurn(rotation.states, next);
  const armedIndex = armed === rotation.shown ? undefined : armed;
  useLayoutEffect(() => {
    const element = slot.current;
    if (armedIndex === undefined || next === undefined || !element) return undefined;
    const nextFrame = element.querySelector<HTMLElement>(`:scope > [data-kept-panel="${panels[armedIndex]}"]`);
    if (!nextFrame) return undefined;
    return revealAt(element.querySelector<HTMLElement>(':scope > [data-panel]'), nextFrame, next * period);
  }, [slot, panels, armedIndex, next, period, rotation.shown]);
  return armedIndex;
}
