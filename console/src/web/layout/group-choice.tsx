import type { ReactNode } from 'react';
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useGroups } from '../api/release-queries';
import { formatTime } from '../format';
import { QueryView } from './query-view';

/** `最后修改：2026-12-07 12:00:00（admin）`. */
export const lastChanged = (at: number, by?: string) => `最后修改：${formatTime(at)}${by ? `（${by}）` : ''}`;

interface GroupChoiceProps {
  /** The page's heading. */
  title: string;
  /** What the page says while there is no group. */
  empty: string;
  /** `?group=` chosen: the page keeps its other parameters as it likes. */
  onChoose: (group: string) => void;
  /** What the page shows for the group chosen; `picker` is the group field, for the page to place. */
  children: (group: string, picker: ReactNode) => ReactNode;
}

/** A page that works on one group at a time: the groups (loading → error → empty), the `?group=` chosen, the first by default. */
export function GroupChoice({ title, empty, onChoose, children }: GroupChoiceProps) {
  const groups = useGroups();
  const [params] = useSearchParams();
  return (
    <>
      <Typography variant="h6" component="h1" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <QueryView query={groups} what="分组" isEmpty={(data) => data.length === 0} empty={empty}>
        {(data) => {
          const requested = params.get('group');
          const group = data.some((g) => g.group === requested) ? (requested as string) : data[0].group;
          const picker = (
            <TextField
              select
              size="small"
              label="分组"
              value={group}
              onChange={(e) => onChoose(e.target.value)}
              sx={{ minWidth: 180 }}
            >
              {data.map((g) => (
                <MenuItem key={g.group} value={g.group}>
                  {g.group}（{g.walls} 面墙）
                </MenuItem>
              ))}
            </TextField>
          );
          return children(group, picker);
        }}
      </QueryView>
    </>
  );
}

/** The group field alone on its row, above what the page shows. */
export const PickerRow = ({ children }: { children: ReactNode }) => <Box sx={{ mb: 1.5 }}>{children}</Box>;
