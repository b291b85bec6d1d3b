import { createContext, useContext } from 'react';

/** The type scale of the panel frame around (1 outside a frame). */
export const TypeScaleContext = createContext(1);

/**
 * The type scale of the panel this runs in, as a number: for what CSS cannot scale (chart options,
 * a row height to count rows by). Text in `sx` uses {@link typeSize} instead.
 */
export function useTypeScale(): number {
  return useContext(TypeScaleContext);
}

/** A slot's chosen type scale (layout `typeScale`, 大字), the floor of its panels' scale. */
export const SlotTypeScaleContext = createContext(1);
