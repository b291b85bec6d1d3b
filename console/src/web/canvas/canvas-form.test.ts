import { canvasOfForm, formOf, spliceSummary, type CanvasForm } from './canvas-form';

const form = (patch: Partial<CanvasForm>): CanvasForm => ({ ...formOf(null), ...patch });

test('a group without a canvas opens on the 1920×1080 preset', () => {
  expect(formOf(null)).toMatchObject({ mode: 'preset', preset: '1920x1080' });
  expect(canvasOfForm(formOf(null))).toEqual({ canvas: { width: 1920, height: 1080 } });
});

test('every preset is a canvas the service takes, and a stored size opens on its preset or as custom', () => {
  for (const preset of ['3840x1080', '5760x1080', '3840x2160', '6656x1792']) {
    const [width, height] = preset.split('x').map(Number);
    expect(canvasOfForm(form({ preset }))).toEqual({ canvas: { width, height } });
  }
  expect(formOf({ width: 5760, height: 1080 })).toMatchObject({ mode: 'preset', preset: '5760x1080' });
  expect(formOf({ width: 2560, height: 1440 })).toMatchObject({ mode: 'custom', width: '2560', height: '1440' });
});

test('a custom size from 1280×720 to 7680×4320, anything else said in Chinese naming the field', () => {
  expect(canvasOfForm(form({ mode: 'custom', width: '1280', height: '720' }))).toEqual({
    canvas: { width: 1280, height: 720 },
  });
  expect(canvasOfForm(form({ mode: 'custom', width: '7680', height: '4320' }))).toEqual({
    canvas: { width: 7680, height: 4320 },
  });
  expect(canvasOfForm(form({ mode: 'custom', width: '1279', height: '720' }))).toEqual({ error: '宽度不能小于 1280' });
  expect(canvasOfForm(form({ mode: 'custom', width: '1920', height: '4321' }))).toEqual({ error: '高度不能大于 4320' });
  expect(canvasOfForm(form({ mode: 'custom', width: '1920.5', height: '1080' }))).toEqual({ error: '宽度必须是整数' });
  expect(canvasOfForm(form({ mode: 'custom', width: 'abc', height: '1080' }))).toEqual({ error: '宽度必须是数字' });
  expect(canvasOfForm(form({ mode: 'custom', width: '', height: '1080' }))).toEqual({ error: '请填写宽度' });
});

test("a spliced wall's canvas is its panels plus the bezels at the panel's pitch (BrightSign's 2×2 → 3870×2195)", () => {
  const result = canvasOfForm(form({ mode: 'splice', bezelMmX: '18.9', bezelMmY: '22.05' }));
  expect(result).toMatchObject({
    canvas: { width: 3870, height: 2195, splice: { cols: 2, rows: 2, bezelMm: { x: 18.9, y: 22.05 } } },
  });
  if (!('canvas' in result)) throw new Error('no canvas');
  expect(spliceSummary(result.canvas.splice!)).toBe('拼缝折合 左右 30 像素、上下 35 像素；画布为 3870×2195');
  expect(formOf({ ...result.canvas })).toMatchObject({ mode: 'splice', bezelMmX: '18.9', panelPxW: '1920' });
});

test("a splice's bad field is named; one that makes the canvas too large names the canvas", () => {
  expect(canvasOfForm(form({ mode: 'splice', cols: '0' }))).toEqual({ error: '列数不能小于 1' });
  expect(canvasOfForm(form({ mode: 'splice', panelMmW: '0' }))).toEqual({ error: '单屏显示区宽度（毫米）必须大于 0' });
  expect(canvasOfForm(form({ mode: 'splice', bezelMmY: '-1' }))).toEqual({ error: '上下拼缝（毫米）不能小于 0' });
  expect(canvasOfForm(form({ mode: 'splice', cols: '5' }))).toEqual({ error: '拼接后的画布宽度不能大于 7680' });
});
