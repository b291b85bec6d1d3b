/** The 9-colour chart palette shared by every panel (seed §9). */
export const CHART_PALETTE = [
  '#2989ff',
  '#36cfc9',
  '#ffc53d',
  '#ff7a45',
  '#9f7aea',
  '#73d13d',
  '#f759ab',
  '#4dd0e1',
  '#ff4d4f',
] as const;

/** Table header colour (seed §2). */
export const TABLE_HEADER_COLOR = '#348ac5';
/** Table headers' type size on the wall: bold at 19 px reads as large text (AA's 3:1 on the header colour). */
export const TABLE_HEADER_FONT_PX = 19;
/** Background of the active page in a pagination (seed §2). */
export const ACTIVE_PAGE_COLOR = '#2989ff';

/** Colours of the dark cockpit house style. */
export const COLORS = {
  background: '#030c24',
  panel: 'rgba(8, 34, 84, 0.55)',
  panelBorder: 'rgba(64, 156, 255, 0.45)',
  title: '#e6f4ff',
  text: '#cfe3ff',
  muted: '#7fa6d6',
  accent: '#36cfc9',
  warning: '#ffc53d',
  danger: '#ff6b6b',
} as const;

/** The CJK font stack of every text, charts included (ECharts measures text on a canvas, where `inherit` means 10 px sans). */
export const FONT_FAMILY =
  '"Noto Sans CJK SC", "Source Han Sans SC", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif';

/** The stack the wall draws with: its own face first (shipped with the shell), so no PC's fonts change a layout. */
export const WALL_FONT_FAMILY = `"Cockpit Sans", ${FONT_FAMILY}`;

/** The face of big figures (a headline's number, a chain node's count): condensed digits, the wall's own; a unit
 * beside them (家, 亿元) has no glyph there and falls through to the CJK stack. */
export const DIGITS_FONT_FAMILY = `"Cockpit Digits", "DIN Alternate", Bahnschrift, "Roboto Condensed", ${WALL_FONT_FAMILY}`;
