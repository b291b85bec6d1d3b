import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { ReleaseInfo, RolloutRequest } from '../../protocol/releases';
import { errorMessage } from '../api/client';
import { useWalls } from '../api/queries';
import { useGroups, useStartRollout } from '../api/release-queries';
import { formatDuration } from '../format';

/** Bake time bounds, seconds (the contract's 30 s – 24 h), and the default of 10 minutes. */
const BAKE_S = { min: 30, max: 24 * 3600, initial: 600 } as const;

interface Draft {
  groups: string[];
  mode: 'wall' | 'share';
  wall: string;
  share: string;
  bakeS: string;
}

const EMPTY: Draft = { groups: [], mode: 'wall', wall: '', share: '10', bakeS: String(BAKE_S.initial) };

/** The request the form describes, or the first fault in Chinese. */
function toRequest(release: ReleaseInfo, draft: Draft): RolloutRequest | string {
  if (draft.groups.length === 0) return '请至少选择一个分组';
  const bake = Number(draft.bakeS);
  if (!Number.isFinite(bake) || bake < BAKE_S.min || bake > BAKE_S.max)
    return `烘烤时间须在 ${BAKE_S.min} 秒到 24 小时之间`;
  let canary: RolloutRequest['canary'];
  if (draft.mode === 'wall') {
    if (!draft.wall) return `请选择分组 ${draft.groups[0]} 中的一面金丝雀墙面`;
    canary = { wall: draft.wall };
  } else {
    const share = Number(draft.share);
    if (!Number.isFinite(share) || share <= 0 || share > 100) return '金丝雀比例须大于 0%，至多 100%';
    canary = { share: share / 100 };
  }
  return {
    remote: release.remote,
    version: release.version,
    groups: draft.groups,
    canary,
    bakeMs: Math.round(bake * 1000),
  };
}

/** 开始发布: the groups in stage order, a canary (a named wall of the first group or a share), and the bake time. */
export function StartRolloutDialog({ release, onClose }: { release: ReleaseInfo | null; onClose: () => void }) {
  const groups = useGroups();
  const walls = useWalls();
  const start = useStartRollout();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [fault, setFault] = useState<string | null>(null);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const close = () => {
    start.reset();
    setDraft(EMPTY);
    setFault(null);
    onClose();
  };
  const toggleGroup = (group: string) =>
    set({
      groups: draft.groups.includes(group) ? draft.groups.filter((g) => g !== group) : [...draft.groups, group],
      wall: '',
    });
  const firstGroupWalls = (walls.data ?? []).filter((wall) => wall.group === draft.groups[0]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!release) return;
    const request = toRequest(release, draft);
    setFault(typeof request === 'string' ? request : null);
    if (typeof request !== 'string') start.mutate(request, { onSuccess: close });
  };
  const problem = fault ?? (start.isError ? `发布未开始：${errorMessage(start.error)}` : null);

  return (
    <Dialog open={release !== null} onClose={close} maxWidth="sm" fullWidth>
      <DialogTitle>
        开始发布 {release?.remote} {release?.version}
      </DialogTitle>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              分组（按点击顺序依次发布，第一个分组先烘烤）
            </Typography>
            {groups.isPending && <Typography color="text.secondary">正在加载分组…</Typography>}
            {groups.isError && <Alert severity="error">分组加载失败：{errorMessage(groups.error)}</Alert>}
            {walls.isError && (
              <Alert severity="error" sx={{ mt: 1 }}>
                墙面列表加载失败：{errorMessage(walls.error)}（仍可按比例选取金丝雀）
              </Alert>
            )}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {(groups.data ?? []).map(({ group, walls: count }) => {
                const order = draft.groups.indexOf(group);
                return (
                  <Chip
                    key={group}
                    clickable
                    color={order >= 0 ? 'primary' : 'default'}
                    variant={order >= 0 ? 'filled' : 'outlined'}
                    onClick={() => toggleGroup(group)}
                    label={`${order >= 0 ? `${order + 1}. ` : ''}${group}（${count} 面墙）`}
                  />
                );
              })}
            </Box>
          </Box>
          <RadioGroup row value={draft.mode} onChange={(e) => set({ mode: e.target.value as Draft['mode'] })}>
            <FormControlLabel value="wall" control={<Radio />} label="指定金丝雀墙面" />
            <FormControlLabel value="share" control={<Radio />} label="按比例选取金丝雀" />
          </RadioGroup>
          {draft.mode === 'wall' ? (
            <TextField
              select
              label="金丝雀墙面"
              value={draft.wall}
              onChange={(e) => set({ wall: e.target.value })}
              disabled={draft.groups.length === 0}
              helperText={draft.groups.length ? `分组 ${draft.groups[0]} 的墙面` : '请先选择分组'}
            >
              {firstGroupWalls.map((wall) => (
                <MenuItem key={wall.wallId} value={wall.wallId}>
                  {wall.wallId}
                  {wall.online ? '' : '（离线）'}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <TextField
              label="金丝雀比例（%）"
              type="number"
              value={draft.share}
              onChange={(e) => set({ share: e.target.value })}
              helperText="每个分组中固定的一部分墙面先收到新版本"
            />
          )}
          <TextField
            label="烘烤时间（秒）"
            type="number"
            value={draft.bakeS}
            onChange={(e) => set({ bakeS: e.target.value })}
            helperText={`至少 30 秒，默认 10 分钟${Number(draft.bakeS) > 0 ? `（${formatDuration(Number(draft.bakeS) * 1000)}）` : ''}`}
          />
          {problem && <Alert severity="error">{problem}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>取消</Button>
          <Button type="submit" variant="contained" disabled={start.isPending}>
            {start.isPending ? '正在开始…' : '开始发布'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
