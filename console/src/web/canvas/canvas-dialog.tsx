import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../api/client';
import { useGroupCanvas, useSaveCanvas } from '../api/canvas-queries';
import { CANVAS_PRESETS, canvasOfForm, formOf, spliceSummary, type CanvasForm, type CanvasMode } from './canvas-form';
import { SpliceFields } from './splice-fields';

/** The server's refusal with the field it names. */
const refusal = (error: unknown) =>
  `保存失败：${errorMessage(error)}${error instanceof ApiError && error.field ? `（字段：${error.field}）` : ''}`;

/**
 * 画布: a group's design canvas: a preset, a custom size, or a spliced wall (grid, panel and bezels, whose seams the
 * canvas gets). The tiles, the frames between their screens and their walls are kept as they are; the service refuses
 * a canvas its pages do not fit.
 */
export function CanvasDialog({ group, onClose }: { group: string | null; onClose: () => void }) {
  const stored = useGroupCanvas(group ?? undefined);
  const save = useSaveCanvas(group ?? '');
  const [form, setForm] = useState<CanvasForm>(formOf(null));
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (stored.data) setForm(formOf(stored.data.canvas));
    setShown(false);
  }, [stored.data]);
  const set = (patch: Partial<CanvasForm>) => {
    save.reset();
    setForm((f) => ({ ...f, ...patch }));
  };
  const result = canvasOfForm(form);
  const close = () => {
    save.reset();
    setShown(false);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (!group || !stored.data || 'error' in result) return;
    const { tiles, tileBezel } = stored.data.canvas ?? {};
    save.mutate(
      {
        canvas: { ...result.canvas, ...(tiles ? { tiles } : {}), ...(tiles && tileBezel ? { tileBezel } : {}) },
        tileWalls: stored.data.tileWalls,
      },
      { onSuccess: close },
    );
  };
  return (
    <Dialog open={group !== null} onClose={close} maxWidth="sm" fullWidth>
      <DialogTitle>分组 {group} 的画布</DialogTitle>
      <form onSubmit={submit} noValidate aria-label="画布">
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={form.mode}
            onChange={(_e, mode: CanvasMode | null) => mode && set({ mode })}
            aria-label="画布类型"
          >
            <ToggleButton value="preset">常用尺寸</ToggleButton>
            <ToggleButton value="custom">自定义尺寸</ToggleButton>
            <ToggleButton value="splice">拼接屏（含拼缝）</ToggleButton>
          </ToggleButtonGroup>
          {form.mode === 'preset' && (
            <TextField
              select
              label="尺寸"
              value={form.preset}
              onChange={(e) => set({ preset: e.target.value })}
              fullWidth
            >
              {CANVAS_PRESETS.map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {p.label}
                </MenuItem>
              ))}
            </TextField>
          )}
          {form.mode === 'custom' && (
            <Box sx={{ display: 'flex', gap: 1.5 }}>
              <TextField
                label="宽度（像素）"
                value={form.width}
                onChange={(e) => set({ width: e.target.value })}
                fullWidth
                autoComplete="off"
              />
              <TextField
                label="高度（像素）"
                value={form.height}
                onChange={(e) => set({ height: e.target.value })}
                fullWidth
                autoComplete="off"
              />
            </Box>
          )}
          {form.mode === 'splice' && <SpliceFields form={form} onChange={set} />}
          <Typography variant="body2" color="text.secondary" data-canvas-summary>
            {'canvas' in result
              ? `画布 ${result.canvas.width}×${result.canvas.height}，页面区域 ${result.canvas.width}×${result.canvas.height - 100}${result.canvas.splice ? `；${spliceSummary(result.canvas.splice)}` : ''}`
              : '范围：1280×720 至 7680×4320 像素'}
          </Typography>
          {'error' in result && (shown || form.mode !== 'preset') && (
            <Alert severity="error" role="alert">
              {result.error}
            </Alert>
          )}
          {stored.isError && <Alert severity="error">读取画布失败：{errorMessage(stored.error)}</Alert>}
          {save.isError && <Alert severity="error">{refusal(save.error)}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>取消</Button>
          <Button type="submit" variant="contained" disabled={save.isPending || !stored.data || 'error' in result}>
            保存
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
