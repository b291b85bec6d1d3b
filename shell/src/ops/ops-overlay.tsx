import { COLORS, getSlotBoard, useNow } from '@cockpit/shared-sdk';
import { Box, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { auditTime, startWith } from 'rxjs';
import { useWallStatus } from '../layout/pairing-badge';
import { pageOverrides } from '../remotes/page-overrides';
import { CacheStartLine } from './cache-start-line';
import { ageLabel, OpsTable } from './ops-table';
import { slotReport, type SlotReport } from './slot-report';

/** The key that opens and closes the overlay (with Ctrl and Alt held). */
export const OPS_KEY = 'o';

/** True when the display URL asks for the overlay (`?ops=1`). */
export const opsRequested = (search: string): boolean => new URLSearchParams(search).get('ops') === '1';

/** Open or closed: from `?ops=1` at start, toggled by Ctrl+Alt+O. */
function useOpsOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => opsRequested(window.location.search));
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.altKey && event.key.toLowerCase() === OPS_KEY) setOpen((value) => !value);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return [open, setOpen];
}

/** Who this wall is to the fleet service (or the code it waits with), how its last beat went, and what its operator should know. */
function WallLine({ now }: { now: number }) {
  const wall = useWallStatus();
  const beat = wall.lastBeatError
    ? `心跳失败：${wall.lastBeatError}`
    : wall.lastBeatAt
      ? `上次心跳 ${ageLabel(now - wall.lastBeatAt, now)}`
      : '未发送心跳';
  const strong = (text: string) => (
    <Box component="span" sx={{ color: COLORS.title }}>
      {text}
    </Box>
  );
  return (
    <Box data-ops-wall={wall.id ?? ''} sx={{ color: COLORS.muted, mb: 1 }}>
      {wall.id ? (
        <>
          大屏 {strong(wall.name ? `${wall.name}（${wall.id}）` : wall.id)} · 分组 {strong(wall.group ?? '—')}
        </>
      ) : (
        <>未添加到车队{wall.pairing ? <> · 配对码 {strong(wall.pairing.code)}</> : null}</>
      )}{' '}
      · {beat}
      {wall.notices.map((notice) => (
        <Box key={notice} data-ops-notice sx={{ color: COLORS.warning, mt: 0.5 }}>
          {notice}
        </Box>
      ))}
    </Box>
  );
}

function OpsPanel({ onClose }: { onClose: () => void }) {
  const now = useNow(1000);
  const [slots, setSlots] = useState<SlotReport[]>(() => slotReport());
  useEffect(() => {
    const subscription = getSlotBoard()
      .changes$.pipe(startWith(undefined), auditTime(500))
      .subscribe(() => setSlots(slotReport()));
    return () => subscription.unsubscribe();
  }, []);
  const skipped = slots.reduce((n, slot) => n + slot.skipped.length, 0);
  const failing = slots.reduce(
    (n, slot) => n + slot.panels.filter((p) => p.state === 'error' || p.state === 'stale').length,
    0,
  );
  return (
    <Box
      data-ops-overlay
      role="dialog"
      aria-label="运维诊断"
      sx={{
        position: 'fixed',
        top: 12,
        left: 12,
        zIndex: 1900,
        width: 860,
        maxWidth: 'calc(100vw - 24px)',
        maxHeight: 'calc(100vh - 24px)',
        overflow: 'auto',
        p: 1.25,
        fontSize: 12,
        color: COLORS.text,
        bgcolor: 'rgba(2, 10, 34, 0.94)',
        border: `1px solid ${COLORS.panelBorder}`,
        borderRadius: 1,
        boxShadow: '0 8px 32px rgba(0,0,0,0.6)',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Box sx={{ fontSize: 14, fontWeight: 700, color: COLORS.title }}>运维诊断</Box>
        <Box sx={{ color: COLORS.muted }}>
          {slots.length} 个槽位 · {failing} 个面板出错或数据未更新 · 轮播跳过 {skipped} 个 · Ctrl+Alt+O 开关
        </Box>
        <Box sx={{ flex: 1 }} />
        <Button size="small" variant="outlined" onClick={onClose}>
          关闭
        </Button>
      </Box>
      <WallLine now={now} />
      <CacheStartLine />
      {pageOverrides().ignoredOnWall && (
        <Box data-ops-override-ignored sx={{ color: COLORS.warning, mb: 1 }}>
          本页是大屏：已忽略地址中的 override 参数（模块覆盖只在 /preview 页面、仅对当前浏览器标签页生效）
        </Box>
      )}
      <OpsTable slots={slots} now={now} />
    </Box>
  );
}

/** The operators' overlay: every slot, the panel shown, the panels skipped and why. Hidden unless asked for. */
export function OpsOverlay() {
  const [open, setOpen] = useOpsOpen();
  return open ? <OpsPanel onClose={() => setOpen(false)} /> : null;
}
