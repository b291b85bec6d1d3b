/** A column whose children stand in its middle, both ways (an `sx` to spread, before a box's own styles). */
export const CENTRED_COLUMN = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
} as const;

/** {@link CENTRED_COLUMN} over the whole of its positioned parent: a ring's total in its hole, a placeholder. */
export const CENTRED_OVERLAY = { position: 'absolute', inset: 0, ...CENTRED_COLUMN } as const;
