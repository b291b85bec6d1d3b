import { MenuItem, TextField } from '@mui/material';
import type { MotionProfileName } from '@cockpit/protocol';
import { errorMessage } from '../api/client';
import { useSetProfile } from '../api/health-queries';

const AUTO = 'auto';

/** 档位 of a wall or a group: 自动 (the wall's own benchmark decides), 标准 or 轻量; operators only, audited by the service. */
export function ProfileSelect({
  scope,
  target,
  setting,
  label,
  disabled,
}: {
  scope: 'wall' | 'group';
  target: string;
  setting: MotionProfileName | null;
  label: string;
  disabled: boolean;
}) {
  const save = useSetProfile();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={setting ?? AUTO}
      disabled={disabled || save.isPending}
      sx={{ minWidth: 150 }}
      error={save.isError}
      helperText={save.isError ? `未能保存：${errorMessage(save.error)}` : undefined}
      onChange={(event) => {
        const value = event.target.value;
        save.mutate({ scope, target, profile: value === AUTO ? null : (value as MotionProfileName) });
      }}
    >
      <MenuItem value={AUTO}>{scope === 'wall' ? '跟随分组' : '自动（按跑分）'}</MenuItem>
      <MenuItem value="standard">标准</MenuItem>
      <MenuItem value="light">轻量</MenuItem>
    </TextField>
  );
}
