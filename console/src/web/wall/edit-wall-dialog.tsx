import { Dialog, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { WallPatch } from '@cockpit/protocol';
import { errorMessage } from '../api/client';
import { useGroups } from '../api/release-queries';
import { usePatchWall, type ListedWall } from '../api/wall-management-queries';
import { CreateForm } from '../layout/create-form';

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
  const groups = useGroups();
  const initial = { name: wall.name ?? '', location: wall.location ?? '', notes: wall.notes ?? '', group: wall.group };
  const [form, setForm] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (field: keyof typeof initial) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: event.target.value }));
  const close = () => {
    patch.reset();
    setForm(initial);
    setProblem(null);
    onClose();
  };
  const submit = () => {
    const body = wallChanges(wall, form);
    if (body.name === '') return setProblem('名称不能为空');
    if (Object.keys(body).length === 0) return close();
    setProblem(null);
    patch.mutate(body, { onSuccess: close });
  };
  const moving = mode === 'move';

  return (
    <Dialog open={mode !== null} onClose={close} maxWidth="sm" fullWidth>
      <DialogTitle>{moving ? '移到其他分组' : '编辑墙面信息'}</DialogTitle>
      <CreateForm
        onSubmit={submit}
        onCancel={close}
        pending={patch.isPending}
        problem={problem ?? (patch.isError ? `保存失败：${errorMessage(patch.error)}` : null)}
        submitLabel={moving ? ['移动', '正在移动…'] : ['保存', '正在保存…']}
      >
        {moving ? (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              移动后，这块大屏会在下一次心跳时改为显示新分组的页面、布局和版本，无需刷新页面；它在原分组中的金丝雀角色随之取消。
            </Typography>
            <TextField
              select
              label="分组"
              value={form.group}
              onChange={set('group')}
              fullWidth
              margin="dense"
              helperText={groups.isError ? `分组列表加载失败：${errorMessage(groups.error)}` : `现在在 ${wall.group}`}
            >
              {(groups.data ?? [{ group: wall.group, walls: 0 }]).map((g) => (
                <MenuItem key={g.group} value={g.group}>
                  {g.group}
                </MenuItem>
              ))}
            </TextField>
          </>
        ) : (
          <>
            <TextField
              label="名称"
              value={form.name}
              onChange={set('name')}
              fullWidth
              margin="dense"
              autoFocus
              slotProps={{ htmlInput: { maxLength: 40 } }}
            />
            <TextField
              label="位置"
              value={form.location}
              onChange={set('location')}
              fullWidth
              margin="dense"
              slotProps={{ htmlInput: { maxLength: 80 } }}
            />
            <TextField
              label="备注"
              value={form.notes}
              onChange={set('notes')}
              fullWidth
              margin="dense"
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </>
        )}
      </CreateForm>
    </Dialog>
  );
}
