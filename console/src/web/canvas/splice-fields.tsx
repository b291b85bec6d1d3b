import { Box, TextField } from '@mui/material';
import type { CanvasForm } from './canvas-form';

type SpliceKey = 'cols' | 'rows' | 'panelPxW' | 'panelPxH' | 'panelMmW' | 'panelMmH' | 'bezelMmX' | 'bezelMmY';

/** Pairs of fields, one row each: the grid, the panel's picture in px and in mm, the dead frame between two pictures. */
const ROWS: [SpliceKey, string, SpliceKey, string][] = [
  ['cols', '列数', 'rows', '行数'],
  ['panelPxW', '单屏宽度（像素）', 'panelPxH', '单屏高度（像素）'],
  ['panelMmW', '单屏显示区宽度（毫米）', 'panelMmH', '单屏显示区高度（毫米）'],
  ['bezelMmX', '左右拼缝（毫米，两屏边框之和）', 'bezelMmY', '上下拼缝（毫米，两屏边框之和）'],
];

/** The spliced wall's fields (拼接屏): every one as typed; the dialog says what is wrong with them. */
export function SpliceFields({ form, onChange }: { form: CanvasForm; onChange: (patch: Partial<CanvasForm>) => void }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
      {ROWS.flatMap(([a, aLabel, b, bLabel]) => [
        <TextField
          key={a}
          label={aLabel}
          value={form[a]}
          onChange={(e) => onChange({ [a]: e.target.value })}
          size="small"
          autoComplete="off"
        />,
        <TextField
          key={b}
          label={bLabel}
          value={form[b]}
          onChange={(e) => onChange({ [b]: e.target.value })}
          size="small"
          autoComplete="off"
        />,
      ])}
    </Box>
  );
}
