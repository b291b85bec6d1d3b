import { Typography } from '@mui/material';
import type { WallPatch } from '@cockpit/protocol';
import { usePatchWall, type ListedWall } from '../api/wall-management-queries';
import { FormDialog, useFormDialog } from '../layout/form-dialog';
import { GroupField } from '../layout/group-field';
import { WallFields } from '../walls/wall-fields';

/** What of the form changed, as a PATCH body (empty: nothing to send). */
export function wallChanges(
  wall: ListedWall,
  form: { name: string; location: string; notes: string; group: string },
): WallPatch {
  const patch: WallPatch = {};
  if (form.name.trim() !== (wall.name ?? '')) patch.name = form.name.trim();
  if (form.location.trim() !== (wall.location ?? '')) patch.location = form.location.trim();
  if (form.notes.trim() !== (wall.notes ?? '')) patch.notes = form.notes.trim();
  if (form.group !== wall.group) patch.group = form.group;
  return patch;
}

/** 编辑墙面 (name, location, notes) or 移到其他分组 (`mode`): only what changed is sent; the server's refusal is shown as text. */
export function EditWallDialog({
  wall,
  mode,
  onClose,
}: {
  wall: ListedWall;
  mode: 'edit' | 'move' | null;
  onClose: () => void;
}) {
  const patch = usePatchWall(wall.wallId);
  const initial = { name: wall.name ?? '', location: wall.location ?? '', notes: wall.notes ?? '', group: wall.group };
  const dialog = useFormDialog(initial, patch, onClose, '保存失败：');
  const submit = () => {
    const body = wallChanges(wall, dialog.form);
    if (body.name === '') return dialog.setProblem('名称不能为空');
    if (Object.keys(body).length === 0) return dialog.close();
    dialog.setProblem(null);
    patch.mutate(body, { onSuccess: dialog.close });
  };
  const moving = mode === 'move';

  return (
    <FormDialog
      open={mode !== null}
      title={moving ? '移到其他分组' : '编辑墙面信息'}
      state={dialog}
      onSubmit={submit}
      submitLabel={moving ? ['移动', '正在移动…'] : ['保存', '正在保存…']}
    >
      {moving ? (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            移动后，这块大屏会在下一次心跳时改为显示新分组的页面、布局和版本，无需刷新页面；它在原分组中的金丝雀角色随之取消。
          </Typography>
          <GroupField
            {...dialog.field('group')}
            hint={`现在在 ${wall.group}`}
            fallback={[{ group: wall.group, walls: 0 }]}
          />
        </>
      ) : (
        <WallFields field={dialog.field} />
      )}
    </FormDialog>
  );
}
