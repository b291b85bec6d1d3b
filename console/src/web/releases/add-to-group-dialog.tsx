import { Alert, DialogContentText, MenuItem } from '@mui/material';
import type { GroupInfo, ReleaseInfo } from '../../protocol/releases';
import { errorMessage } from '../api/client';
import { useAddGroupRemote, useGroups } from '../api/release-queries';
import { FormDialog, FormField, useFormDialog } from '../layout/form-dialog';

/** Groups that do not run the release's remote yet: the only ones it can be added to (the others change version by a rollout). */
export const groupsWithout = (groups: readonly GroupInfo[], remote: string): GroupInfo[] =>
  groups.filter((g) => !(remote in g.versions));

/**
 * 加入分组: a group starts loading a remote it does not run yet. Nothing shows on its walls until a layout places
 * one of the remote's panels (布局), so there is nothing to bake; a remote a group runs moves only by a rollout.
 */
export function AddToGroupDialog({ release, onClose }: { release: ReleaseInfo | null; onClose: () => void }) {
  const groups = useGroups();
  const add = useAddGroupRemote();
  const state = useFormDialog({ group: '' }, add, onClose, '未能加入：');
  const choices = release ? groupsWithout(groups.data ?? [], release.remote) : [];
  const submit = () => {
    if (!release) return;
    if (!state.form.group) return state.setProblem('请选择分组');
    state.setProblem(null);
    add.mutate(
      { group: state.form.group, remote: release.remote, version: release.version },
      { onSuccess: state.close },
    );
  };
  return (
    <FormDialog
      open={release !== null}
      title={
        <>
          把 {release?.remote} {release?.version} 加入分组
        </>
      }
      state={state}
      onSubmit={submit}
      submitLabel={['加入分组', '正在加入…']}
      canSubmit={choices.length > 0}
    >
      <DialogContentText>
        分组的墙面会开始加载这个远程模块，但在「布局」中把它的面板放进槽位之前，墙面上不会显示任何变化。已在运行该模块的分组请使用「开始发布」更换版本。
      </DialogContentText>
      {groups.isError && <Alert severity="error">分组加载失败：{errorMessage(groups.error)}</Alert>}
      <FormField
        select
        label="分组"
        {...state.field('group')}
        disabled={groups.isPending}
        helperText={
          groups.isPending
            ? '正在加载分组…'
            : choices.length
              ? `尚未运行 ${release?.remote} 的分组`
              : '所有分组都已在运行该远程模块'
        }
      >
        {choices.map((g) => (
          <MenuItem key={g.group} value={g.group}>
            {g.group}（{g.walls} 面墙）
          </MenuItem>
        ))}
      </FormField>
    </FormDialog>
  );
}
