import {
  bezelPx,
  canvasSchema,
  DEFAULT_CANVAS,
  spliceSchema,
  spliceSize,
  type Canvas,
} from '@cockpit/shared-sdk/layout-schema';

/** The sizes an operator picks most: a TV, LED walls driven by one sending card, a 4K splicing processor's input. */
export const CANVAS_PRESETS = [
  { id: '1920x1080', label: '1920×1080（默认，电视）', width: 1920, height: 1080 },
  { id: '3840x1080', label: '3840×1080（LED 屏，两屏宽）', width: 3840, height: 1080 },
  { id: '5760x1080', label: '5760×1080（LED 屏，三屏宽）', width: 5760, height: 1080 },
  { id: '3840x2160', label: '3840×2160（4K）', width: 3840, height: 2160 },
  { id: '6656x1792', label: '6656×1792（LED 屏，按发送卡实测）', width: 6656, height: 1792 },
] as const;

export type CanvasMode = 'preset' | 'custom' | 'splice';

/** What the canvas dialog holds: every number as typed (a string), so a bad one is said, never silently changed. */
export interface CanvasForm {
  mode: CanvasMode;
  preset: string;
  width: string;
  height: string;
  cols: string;
  rows: string;
  panelPxW: string;
  panelPxH: string;
  panelMmW: string;
  panelMmH: string;
  bezelMmX: string;
  bezelMmY: string;
}

/** A 2×2 wall of 55" 1080p panels with 3.5 mm bezels: what the splice fields start from. */
const SPLICE_START = {
  cols: '2',
  rows: '2',
  panelPxW: '1920',
  panelPxH: '1080',
  panelMmW: '1209.6',
  panelMmH: '680.4',
  bezelMmX: '3.5',
  bezelMmY: '3.5',
};

/** The form for a stored canvas (null: the seed's 1920×1080). */
export function formOf(canvas: Canvas | null): CanvasForm {
  const size = canvas ?? DEFAULT_CANVAS;
  const preset = CANVAS_PRESETS.find((p) => p.width === size.width && p.height === size.height);
  const base = {
    width: String(size.width),
    height: String(size.height),
    preset: preset?.id ?? CANVAS_PRESETS[0].id,
    ...SPLICE_START,
  };
  const splice = canvas?.splice;
  if (splice) {
    return {
      ...base,
      mode: 'splice',
      cols: String(splice.cols),
      rows: String(splice.rows),
      panelPxW: String(splice.panelPx.width),
      panelPxH: String(splice.panelPx.height),
      panelMmW: String(splice.panelMm.width),
      panelMmH: String(splice.panelMm.height),
      bezelMmX: String(splice.bezelMm.x),
      bezelMmY: String(splice.bezelMm.y),
    };
  }
  return { ...base, mode: preset ? 'preset' : 'custom' };
}

const LABELS: Record<string, string> = {
  width: '宽度',
  height: '高度',
  cols: '列数',
  rows: '行数',
  'panelPx.width': '单屏宽度（像素）',
  'panelPx.height': '单屏高度（像素）',
  'panelMm.width': '单屏显示区宽度（毫米）',
  'panelMm.height': '单屏显示区高度（毫米）',
  'bezelMm.x': '左右拼缝（毫米）',
  'bezelMm.y': '上下拼缝（毫米）',
};

/** A typed number, or why it is not one (Chinese, naming the field). */
function numberOf(text: string, label: string): number | string {
  const trimmed = text.trim();
  if (!trimmed) return `请填写${label}`;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : `${label}必须是数字`;
}

type Parsed = { canvas: Omit<Canvas, 'tiles'> } | { error: string };

function parsedSplice(form: CanvasForm): Canvas['splice'] | string {
  const fields = {
    cols: form.cols,
    rows: form.rows,
    'panelPx.width': form.panelPxW,
    'panelPx.height': form.panelPxH,
    'panelMm.width': form.panelMmW,
    'panelMm.height': form.panelMmH,
    'bezelMm.x': form.bezelMmX,
    'bezelMm.y': form.bezelMmY,
  };
  const values: Record<string, number> = {};
  for (const [key, text] of Object.entries(fields)) {
    const value = numberOf(text, LABELS[key]);
    if (typeof value === 'string') return value;
    values[key] = value;
  }
  return {
    cols: values.cols,
    rows: values.rows,
    panelPx: { width: values['panelPx.width'], height: values['panelPx.height'] },
    panelMm: { width: values['panelMm.width'], height: values['panelMm.height'] },
    bezelMm: { x: values['bezelMm.x'], y: values['bezelMm.y'] },
  };
}

/** The canvas the form describes (a splice's size is worked out from it), checked by the canvas's own schema. */
export function canvasOfForm(form: CanvasForm): Parsed {
  let raw: Omit<Canvas, 'tiles'>;
  if (form.mode === 'splice') {
    const splice = parsedSplice(form);
    if (typeof splice === 'string') return { error: splice };
    const checked = spliceSchema.safeParse(splice);
    if (!checked.success) return { error: faultOf(checked.error.issues[0], form.mode) };
    raw = { ...spliceSize(checked.data), splice: checked.data };
  } else if (form.mode === 'preset') {
    const preset = CANVAS_PRESETS.find((p) => p.id === form.preset) ?? CANVAS_PRESETS[0];
    raw = { width: preset.width, height: preset.height };
  } else {
    const width = numberOf(form.width, LABELS.width);
    const height = numberOf(form.height, LABELS.height);
    if (typeof width === 'string') return { error: width };
    if (typeof height === 'string') return { error: height };
    raw = { width, height };
  }
  const parsed = canvasSchema.safeParse(raw);
  return parsed.success ? { canvas: parsed.data } : { error: faultOf(parsed.error.issues[0], form.mode) };
}

/** A schema's issue in the dialog's words: the field's Chinese label, then the reason. */
function faultOf(
  issue: { path: PropertyKey[]; code: string; message: string; expected?: unknown },
  mode: CanvasMode,
): string {
  const path = issue.path
    .filter((p) => p !== 'splice')
    .map(String)
    .join('.');
  const label =
    mode === 'splice' && (path === 'width' || path === 'height')
      ? `拼接后的画布${LABELS[path]}`
      : (LABELS[path] ?? '画布');
  const message = issue.code === 'invalid_type' && issue.expected === 'int' ? '必须是整数' : issue.message;
  return `${label}${message}`;
}

/** The sentence under the splice fields: the seams in px and the canvas they make. */
export function spliceSummary(splice: NonNullable<Canvas['splice']>): string {
  const bezel = bezelPx(splice);
  const size = spliceSize(splice);
  return `拼缝折合 左右 ${bezel.x} 像素、上下 ${bezel.y} 像素；画布为 ${size.width}×${size.height}`;
}
