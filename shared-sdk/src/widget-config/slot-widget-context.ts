import { createContext, useContext } from 'react';

/** The widget configuration of the slot a panel runs in, as the layout holds it (unchecked: each widget reads it). */
export const SlotWidgetContext = createContext<Record<string, unknown> | undefined>(undefined);

/** This slot's raw widget configuration, or undefined for a slot without one. */
export function useSlotWidget(): Record<string, unknown> | undefined {
  return useContext(SlotWidgetContext);
}
