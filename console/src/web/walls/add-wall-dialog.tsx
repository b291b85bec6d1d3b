import { Dialog, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { PAIRING_CODE_ALPHABET, PAIRING_CODE_LENGTH, type PendingPairing } from '@cockpit/protocol';
import { errorMessage } from '../api/client';
import { useWalls } from '../api/queries';
import { useGroups } from '../api/release-queries';
import { useClaimWall, type ListedWall } from '../api/wall-management-queries';
import { CreateForm } from '../layout/create-form';
import { PendingCodes } from './pending-codes';

const EMPTY = { code: '', name: '', location: '', notes: '', group: '', wallId: '' };

/** The form for a new wall, or for the re-paired wall `replacing` (its name, place and group kept unless changed). */
const startingForm = (replacing?: ListedWall) =>
  replacing
    ? {
        ...EMPTY,
        wallId: replacing.wallId,
        name: replacing.name ?? '',
        location: replacing.location ?? '',
        notes: replacing.notes ?? '',
        group: replacing.group,
      }
    : EMPTY;

/** What is wrong with the form before it is sent, or null. */
export function claimProblem(form: Omit<typeof EMPTY, 'wallId'>): string | null {
  const code = form.code.trim().toUpperCase();
  if (code.length !== PAIRING_CODE_LENGTH || [...code].some((c) => !PAIRING_CODE_ALPHABET.includes(c)))
    return `配对码是大屏页眉上显示的 ${PAIRING_CODE_LENGTH} 位字母数字`;
  if (!form.name.trim()) return '请填写名称，如 大厅左屏';
  if (!form.group) return '请选择分组';
  return null;
}

/**
 * 添加墙面: pick or type the code a wall shows, name it, say where it hangs, put it in a group; or make the code a
 * re-paired wall again (替换墙面: it keeps its id and history), preselected when opened from that wall's page.
 */
export function AddWallDialog({
  open,
  onClose,
  replacing,
}: {
  open: boolean;
  onClose: () => void;
  replacing?: ListedWall;
}) {
  const claim = useClaimWall();
  const groups = useGroups();
  const waiting = (useWalls().data ?? []).filter((wall) => wall.rePairing && wall.wallId !== replacing?.wallId);
  const rePairing = replacing ? [replacing, ...waiting] : waiting;
  const [form, setForm] = useState(() => startingForm(replacing));
  const [missing, setMissing] = useState<string | null>(null);
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: event.target.value }));
  const close = () => {
    claim.reset();
    setForm(startingForm(replacing));
    setMissing(null);
    onClose();
  };
  const pick = (pending: PendingPairing) =>
    setForm((f) => ({
      ...f,
      code: pending.code,
      group: f.group || (groups.data?.some((g) => g.group === pending.suggestedGroup) ? pending.suggestedGroup! : ''),
    }));
  const replace = (event: { target: { value: string } }) => {
    const wall = rePairing.find((w) => w.wallId === event.target.value);
    setForm((f) => (wall ? { ...startingForm(wall), code: f.code } : { ...f, wallId: '' }));
  };
  const submit = () => {
    const problem = claimProblem(form);
    setMissing(problem);
    if (problem) return;
    const optional = (value: string) => (value.trim() ? value.trim() : undefined);
    claim.mutate(
      {
        code: form.code.trim().toUpperCase(),
        name: form.name.trim(),
        group: form.group,
        location: optional(form.location),
        notes: optional(form.notes),
        wallId: optional(form.wallId),
      },
      { onSuccess: close },
    );
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth>
      <DialogTitle>添加墙面</DialogTitle>
      <CreateForm
        onSubmit={submit}
        onCancel={close}
        pending={claim.isPending}
        problem={missing ?? (claim.isError ? `添加失败：${errorMessage(claim.error)}` : null)}
        submitLabel={['添加', '正在添加…']}
      >
        {open && <PendingCodes picked={form.code.trim().toUpperCase()} onPick={pick} />}
        <TextField
          label="配对码"
          value={form.code}
          onChange={set('code')}
          helperText="大屏页眉右上角显示的 6 位配对码"
          fullWidth
          margin="dense"
          autoFocus
          slotProps={{ htmlInput: { maxLength: 12, style: { textTransform: 'uppercase', fontFamily: 'monospace' } } }}
        />
        <TextField
          select
          label="替换墙面"
          value={form.wallId}
          onChange={replace}
          fullWidth
          margin="dense"
          helperText={
            form.wallId
              ? '这个配对码成为所选墙面：沿用它的编号和历史，它的旧凭据已作废'
              : '新大屏选“新墙面”；重新配对的大屏选它自己'
          }
        >
          <MenuItem value="">新墙面</MenuItem>
          {rePairing.map((w) => (
            <MenuItem key={w.wallId} value={w.wallId}>{`${w.name ?? w.wallId}（${w.wallId}，等待重新配对）`}</MenuItem>
          ))}
        </TextField>
        <TextField
          label="名称"
          value={form.name}
          onChange={set('name')}
          helperText="操作员怎么称呼它，如 大厅左屏"
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
        <TextField
          label="位置"
          value={form.location}
          onChange={set('location')}
          helperText="挂在哪里，如 一楼大厅东墙（可不填）"
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
        <TextField
          select
          label="分组"
          value={form.group}
          onChange={set('group')}
          helperText={groups.isError ? `分组列表加载失败：${errorMessage(groups.error)}` : '决定它显示哪些页面和版本'}
          fullWidth
          margin="dense"
        >
          {(groups.data ?? []).map((g) => (
            <MenuItem key={g.group} value={g.group}>
              {g.group}（{g.walls} 块屏）
            </MenuItem>
          ))}
        </TextField>
      </CreateForm>
    </Dialog>
  );
}
