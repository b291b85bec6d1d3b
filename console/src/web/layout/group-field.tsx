import { MenuItem, type TextFieldProps } from '@mui/material';
import type { GroupInfo } from '../../protocol/releases';
import { errorMessage } from '../api/client';
import { useGroups } from '../api/release-queries';
import { FormField } from './form-dialog';

type Listed = Pick<GroupInfo, 'group' | 'walls'>;

type GroupFieldProps = TextFieldProps & {
  /** What the choice decides, said under the field while the groups load fine. */
  hint: string;
  /** A group's words in the list (its id unless said). */
  describe?: (group: Listed) => string;
  /** The list while the groups have not come. */
  fallback?: Listed[];
};

/** A dialog's 分组 field: the groups to choose from, or why they did not load. */
export function GroupField({ hint, describe = (g) => g.group, fallback = [], ...props }: GroupFieldProps) {
  const groups = useGroups();
  return (
    <FormField
      select
      label="分组"
      helperText={groups.isError ? `分组列表加载失败：${errorMessage(groups.error)}` : hint}
      {...props}
    >
      {((groups.data as Listed[] | undefined) ?? fallback).map((g) => (
        <MenuItem key={g.group} value={g.group}>
          {describe(g)}
        </MenuItem>
      ))}
    </FormField>
  );
}
