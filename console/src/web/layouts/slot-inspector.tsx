import { Box, Paper, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { PanelChoice } from '../../protocol/releases';
import type { SlotSpec } from './layout-checks';
import { PanelPreview } from './panel-preview';
import { RotationList } from './rotation-list';
import { WidgetBinding } from './widget-binding';

interface SlotInspectorProps {
  group: string;
  slot: SlotSpec;
  choices: PanelChoice[] | undefined;
  choicesError: string | null;
  readOnly: boolean;
  onChange: (slot: SlotSpec) => void;
}

/** A number field's text as a number: empty is NaN, which the checks then name. */
const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function NumberField({
  label,
  value,
  readOnly,
  onChange,
}: {
  label: string;
  value: number | undefined;
  readOnly: boolean;
  onChange: (value: number) => void;
}) {
  return (
    <TextField
      size="small"
      type="number"
      label={label}
      value={value === undefined || Number.isNaN(value) ? '' : value}
      onChange={(e) => onChange(asNumber(e.target.value))}
      slotProps={{ input: { readOnly } }}
    />
  );
}

/** The selected slot's place, size, title, rotation period and rotation list, with a live preview. */
export function SlotInspector({ group, slot, choices, choicesError, readOnly, onChange }: SlotInspectorProps) {
  const [previewing, setPreviewing] = useState<string | undefined>(slot.panels[0]);
  useEffect(() => {
    if (!previewing || !slot.panels.includes(previewing)) setPreviewing(slot.panels[0]);
  }, [slot.panels, previewing]);
  const set = (patch: Partial<SlotSpec>) => onChange({ ...slot, ...patch });

  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      aria-label={`槽位 ${slot.id} 属性`}
      role="region"
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        槽位 {slot.id}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1 }}>
        <NumberField label="x" value={slot.x} readOnly={readOnly} onChange={(x) => set({ x })} />
        <NumberField label="y" value={slot.y} readOnly={readOnly} onChange={(y) => set({ y })} />
        <NumberField label="宽 w" value={slot.w} readOnly={readOnly} onChange={(w) => set({ w })} />
        <NumberField label="高 h" value={slot.h} readOnly={readOnly} onChange={(h) => set({ h })} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <TextField
          size="small"
          label="标题"
          value={slot.title ?? ''}
          onChange={(e) => set({ title: e.target.value === '' ? undefined : e.target.value })}
          slotProps={{ input: { readOnly } }}
        />
        <NumberField
          label="轮播周期（毫秒）"
          value={slot.rotateMs}
          readOnly={readOnly}
          onChange={(rotateMs) => set({ rotateMs: Number.isNaN(rotateMs) ? undefined : rotateMs })}
        />
      </Box>
      <RotationList
        panels={slot.panels}
        choices={choices}
        choicesError={choicesError}
        readOnly={readOnly}
        previewing={previewing}
        onPreview={setPreviewing}
        onChange={(panels) => set({ panels })}
      />
      <WidgetBinding slot={slot} readOnly={readOnly} onChange={onChange} />
      <Typography variant="subtitle2" component="h3">
        实时预览
      </Typography>
      <PanelPreview group={group} panel={previewing} w={slot.w} h={slot.h} widget={slot.widget} />
    </Paper>
  );
}
