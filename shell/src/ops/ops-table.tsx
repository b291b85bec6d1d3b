import { ageText, COLORS, SKIP_REASONS, type PanelState } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import type { PanelReport, SlotReport } from './slot-report';

const STATE_COLORS: Record<PanelState, string> = {
  ready: '#73d13d',
  stale: COLORS.warning,
  error: COLORS.danger,
  loading: COLORS.muted,
  empty: COLORS.muted,
};

/** An age in words: seconds under a minute, then dayjs's relative time. */
export function ageLabel(ageMs: number | undefined, now: number): string {
  if (ageMs === undefined) return '无数据';
  return ageMs < 60_000 ? `${Math.max(0, Math.round(ageMs / 1000))} 秒前` : ageText(now - ageMs, now);
}

const cell = {
  px: 0.75,
  py: 0.25,
  borderBottom: '1px solid rgba(64,156,255,0.2)',
  verticalAlign: 'top',
  maxWidth: 300,
  overflowWrap: 'anywhere',
} as const;

/** A build as operators read it: the version folder of a manifest URL (the whole URL on hover). */
export function buildLabel(build: string | undefined): string {
  if (!build) return '—';
  const match = /\/([^/]+)\/mf-manifest\.json$/.exec(build);
  return match ? match[1] : build;
}

function PanelRow({
  slot,
  panel,
  first,
  rows,
  now,
}: {
  slot: SlotReport;
  panel: PanelReport;
  first: boolean;
  rows: number;
  now: number;
}) {
  const error = panel.lastError
    ? `${panel.lastError}${panel.lastErrorAt ? `（${ageLabel(now - panel.lastErrorAt, now)}）` : ''}`
    : '—';
  return (
    <Box component="tr" data-ops-panel={panel.panel} data-ops-state={panel.state}>
      {first && (
        <Box component="td" rowSpan={rows} sx={{ ...cell, color: COLORS.title, whiteSpace: 'nowrap' }}>
          {slot.title ?? slot.slot}
          <Box sx={{ color: COLORS.muted, fontSize: 11 }}>{slot.slot}</Box>
        </Box>
      )}
      <Box component="td" sx={cell}>
        {panel.showing ? '▶ ' : ''}
        {panel.title ?? panel.panel}
        <Box component="span" sx={{ color: COLORS.muted }}>
          {' '}
          {panel.panel}
        </Box>
      </Box>
      <Box component="td" sx={{ ...cell, color: STATE_COLORS[panel.state], whiteSpace: 'nowrap' }}>
        {SKIP_REASONS[panel.state]}
        {panel.skipped !== undefined && <Box sx={{ color: COLORS.muted }}>轮播跳过</Box>}
      </Box>
      <Box component="td" sx={{ ...cell, whiteSpace: 'nowrap' }}>
        {ageLabel(panel.ageMs, now)}
      </Box>
      <Box component="td" sx={cell} title={panel.reason}>
        {error}
      </Box>
      <Box component="td" sx={{ ...cell, color: COLORS.muted, whiteSpace: 'nowrap' }} title={panel.build}>
        {buildLabel(panel.build)}
      </Box>
    </Box>
  );
}

/** Every slot and panel of the page, one row per panel: what shows, what is skipped and why. */
export function OpsTable({ slots, now }: { slots: SlotReport[]; now: number }) {
  return (
    <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%' }}>
      <Box component="thead" sx={{ color: COLORS.muted, textAlign: 'left' }}>
        <tr>
          {['槽位', '面板（▶ 显示中）', '状态', '数据', '最近错误', '版本'].map((title) => (
            <Box component="th" key={title} sx={{ ...cell, fontWeight: 400, whiteSpace: 'nowrap' }}>
              {title}
            </Box>
          ))}
        </tr>
      </Box>
      <tbody>
        {slots.flatMap((slot) =>
          slot.panels.map((panel, i) => (
            <PanelRow
              key={`${slot.slot}/${panel.panel}`}
              slot={slot}
              panel={panel}
              first={i === 0}
              rows={slot.panels.length}
              now={now}
            />
          )),
        )}
      </tbody>
    </Box>
  );
}
