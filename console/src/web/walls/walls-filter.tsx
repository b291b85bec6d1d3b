import { Box, FormControl, InputLabel, MenuItem, Select, Typography } from '@mui/material';
import type { WallSummary } from '../../protocol/console-api';

/** The state filter of the walls table. */
export type WallStateFilter = 'all' | 'online' | 'offline' | 'errors';

const STATE_OPTIONS: [WallStateFilter, string][] = [
  ['all', '全部状态'],
  ['online', '在线'],
  ['offline', '离线'],
  ['errors', '有错误'],
];

/** Whether a wall passes the group and state filters (`''` is every group). */
export function matchesFilter(wall: WallSummary, group: string, state: WallStateFilter): boolean {
  if (group && wall.group !== group) return false;
  if (state === 'online') return wall.online;
  if (state === 'offline') return !wall.online;
  if (state === 'errors') return (wall.counts.error ?? 0) > 0;
  return true;
}

interface WallsFilterProps {
  walls: WallSummary[];
  group: string;
  state: WallStateFilter;
  shown: number;
  onChange: (group: string, state: WallStateFilter) => void;
}

/** Selects for group and state, and a count of what they let through. */
export function WallsFilter({ walls, group, state, shown, onChange }: WallsFilterProps) {
  const groups = [...new Set(walls.map((wall) => wall.group))].sort();
  const online = walls.filter((wall) => wall.online).length;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5, flexWrap: 'wrap' }}>
      <FormControl size="small" sx={{ minWidth: 160 }}>
        <InputLabel id="wall-group-label" shrink>
          分组
        </InputLabel>
        <Select
          labelId="wall-group-label"
          label="分组"
          notched
          displayEmpty
          value={group}
          onChange={(e) => onChange(e.target.value, state)}
        >
          <MenuItem value="">全部分组</MenuItem>
          {groups.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 160 }}>
        <InputLabel id="wall-state-label">状态</InputLabel>
        <Select labelId="wall-state-label" label="状态" value={state} onChange={(e) => onChange(group, e.target.value)}>
          {STATE_OPTIONS.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Typography color="text.secondary" sx={{ ml: 'auto' }}>
        共 {walls.length} 个墙面 · 在线 {online} · 离线 {walls.length - online}
        {shown !== walls.length && ` · 筛选后 ${shown} 个`}
      </Typography>
    </Box>
  );
}
