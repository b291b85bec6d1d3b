import {
  readWidgetConfig,
  widgetPanelId,
  WIDGET_COLOURS,
  WIDGET_COLOUR_NAMES,
  WIDGET_KINDS,
  WIDGET_KIND_NAMES,
  type WidgetKind,
} from '@cockpit/shared-sdk/layout-schema';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { readingQuery } from './preview-readings';
import { useSources } from '../api/source-queries';
import type { SlotSpec } from './layout-checks';
import { MapSelect, UnmatchedRegions } from './map-choice';
import { FailureText } from '../layout/query-view';

/** The variants an operator picks between, per kind that has them (the kind's schema names the same values). */
const VARIANTS: Partial<Record<WidgetKind, [string, string][]>> = {
  chart: [
    ['line', '折线'],
    ['bar', '柱状'],
  ],
  pie: [
    ['pie', '饼图'],
    ['ring', '环图'],
  ],
  text: [
    ['text', '文本'],
    ['marquee', '跑马灯'],
  ],
  gauge: [
    ['gauge', '仪表盘'],
    ['progress', '进度条'],
  ],
};
const HAS_UNIT = new Set<WidgetKind>(['number', 'chart', 'pie', 'ranking', 'gauge', 'map']);

/** The options that mean the same in the new kind: title, colour, and the unit where the kind has one. */
const carried = (options: Record<string, unknown>, kind: WidgetKind) =>
  Object.fromEntries(
    Object.entries(options).filter(
      ([name]) => name === 'title' || name === 'colour' || (name === 'unit' && HAS_UNIT.has(kind)),
    ),
  );

type Widget = { kind: WidgetKind; source: number; mapping: string; options: Record<string, unknown> };

/**
 * 数据组件: turns the slot into a data widget (its panel becomes `widgets/<kind>`), bound to a source's mapping, with
 * the kind's display options; shows the mapped value live and a bad configuration's reason. Removing it leaves the slot's panels to the rotation list.
 */
export function WidgetBinding({
  slot,
  readOnly,
  onChange,
}: {
  slot: SlotSpec;
  readOnly: boolean;
  onChange: (slot: SlotSpec) => void;
}) {
  const sources = useSources();
  const widget = slot.widget as Partial<Widget> | undefined;
  const source = sources.data?.find((s) => s.id === widget?.source);
  // The mapped value the widget will show, as the console reads it (the same reading a wall gets).
  const reading = useQuery(readingQuery(widget?.source, widget?.mapping));
  const fault = widget ? readWidgetConfig(widget) : undefined;
  const put = (next: Widget) => onChange({ ...slot, panels: [widgetPanelId(next.kind)], widget: next });
  const current: Widget = {
    kind: widget?.kind ?? 'number',
    source: widget?.source ?? 0,
    mapping: widget?.mapping ?? '',
    options: (widget?.options as Record<string, unknown>) ?? {},
  };
  const setOption = (name: string, value: unknown) => {
    const options = { ...current.options, [name]: value };
    if (value === '' || value === undefined) delete options[name];
    put({ ...current, options });
  };

  if (!widget) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
          数据组件
        </Typography>
        <Button
          size="small"
          variant="outlined"
          disabled={readOnly}
          onClick={() =>
            put({ ...current, source: sources.data?.[0]?.id ?? 1, mapping: sources.data?.[0]?.mappings[0]?.name ?? '' })
          }
        >
          放入数据组件
        </Button>
      </Box>
    );
  }
  const field = { size: 'small' as const, slotProps: { input: { readOnly } } };
  return (
    <Box role="group" aria-label="数据组件" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
          数据组件
        </Typography>
        <Button size="small" color="error" disabled={readOnly} onClick={() => onChange({ ...slot, widget: undefined })}>
          移除组件
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 1 }}>
        <TextField
          select
          {...field}
          label="组件类型"
          value={current.kind}
          onChange={(e) =>
            put({
              ...current,
              kind: e.target.value as WidgetKind,
              options: carried(current.options, e.target.value as WidgetKind),
            })
          }
        >
          {WIDGET_KIND_NAMES.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {WIDGET_KINDS[kind]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          {...field}
          label="数据源"
          value={source ? source.id : ''}
          onChange={(e) =>
            put({
              ...current,
              source: Number(e.target.value),
              mapping: sources.data?.find((s) => s.id === Number(e.target.value))?.mappings[0]?.name ?? '',
            })
          }
        >
          {(sources.data ?? []).map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          {...field}
          label="映射"
          value={source?.mappings.some((m) => m.name === current.mapping) ? current.mapping : ''}
          onChange={(e) => put({ ...current, mapping: e.target.value })}
        >
          {(source?.mappings ?? []).map((m) => (
            <MenuItem key={m.name} value={m.name}>
              {m.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 1 }}>
        <TextField
          {...field}
          label="组件标题"
          value={current.options.title ?? ''}
          onChange={(e) => setOption('title', e.target.value)}
        />
        {HAS_UNIT.has(current.kind) && (
          <TextField
            {...field}
            label="单位"
            value={current.options.unit ?? ''}
            onChange={(e) => setOption('unit', e.target.value)}
          />
        )}
        <TextField
          select
          {...field}
          label="颜色"
          value={current.options.colour ?? ''}
          onChange={(e) => setOption('colour', e.target.value)}
        >
          <MenuItem value="">默认</MenuItem>
          {WIDGET_COLOUR_NAMES.map((name) => (
            <MenuItem key={name} value={name}>
              <Box
                component="span"
                sx={{ display: 'inline-block', width: 12, height: 12, mr: 1, bgcolor: WIDGET_COLOURS[name].hex }}
              />
              {WIDGET_COLOURS[name].label}
            </MenuItem>
          ))}
        </TextField>
        {current.kind === 'map' && (
          <MapSelect
            value={current.options.map as number | undefined}
            readOnly={readOnly}
            onChange={(id) => setOption('map', id)}
          />
        )}
        {VARIANTS[current.kind] && (
          <TextField
            select
            {...field}
            label="样式"
            value={current.options.variant ?? ''}
            onChange={(e) => setOption('variant', e.target.value)}
          >
            <MenuItem value="">默认</MenuItem>
            {VARIANTS[current.kind]!.map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      {sources.error && <FailureText what="数据源读取失败" error={sources.error} />}
      {fault && !fault.ok && (
        <Typography color="error" variant="body2" data-widget-fault>
          {fault.reason}
        </Typography>
      )}
      {current.kind === 'map' && reading.data && (
        <UnmatchedRegions map={current.options.map as number | undefined} value={reading.data.value} />
      )}
      {reading.error && <FailureText what="读数失败" error={reading.error} />}
      {reading.data && (
        <Box
          data-widget-reading
          sx={{
            fontFamily: 'monospace',
            fontSize: 12,
            whiteSpace: 'pre-wrap',
            maxHeight: 120,
            overflow: 'auto',
            bgcolor: 'action.hover',
            p: 1,
          }}
        >
          {reading.data.stale ? `（过期：${reading.data.reason ?? '取数失败'}）\n` : ''}
          {JSON.stringify(reading.data.value, null, 1).slice(0, 2000)}
        </Box>
      )}
    </Box>
  );
}
