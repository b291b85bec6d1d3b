import { CHART_PALETTE, COLORS } from '@cockpit/shared-sdk';

/** Colour of each instrument status (`device_status`); unknown statuses get a palette colour. */
const DEVICE_STATUS_COLORS: Record<string, string> = {
  在用: CHART_PALETTE[1],
  空闲: CHART_PALETTE[0],
  维修: CHART_PALETTE[3],
};

/** Colour of each reservation status. */
const RESERVE_STATUS_COLORS: Record<string, string> = {
  已预约: CHART_PALETTE[2],
  使用中: CHART_PALETTE[1],
  已完成: CHART_PALETTE[5],
  已取消: COLORS.muted,
};

/** The colour of an instrument status, stable across panels; `index` picks one for unknown labels. */
export function deviceStatusColor(status: string, index = 0): string {
  return DEVICE_STATUS_COLORS[status] ?? CHART_PALETTE[(index + 4) % CHART_PALETTE.length];
}

/** The colour of a reservation status. */
export function reserveStatusColor(status: string): string {
  return RESERVE_STATUS_COLORS[status] ?? COLORS.text;
}

/**
 * Names in dictionary order (as `/device/sum` lists them), then any name the records use that the
 * dictionary lacks, so an instrument with an unlisted category or status is still counted.
 */
export function orderedNames(dictionary: readonly { name: string }[], used: readonly string[]): string[] {
  const names = dictionary.map((d) => d.name);
  for (const name of used) if (!names.includes(name)) names.push(name);
  return names;
}
