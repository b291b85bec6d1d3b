import { MenuItem } from '@mui/material';
import { PAIRING_CODE_ALPHABET, PAIRING_CODE_LENGTH, type PendingPairing } from '@cockpit/protocol';
import { useWalls } from '../api/queries';
import { useGroups } from '../api/release-queries';
import { useClaimWall, type ListedWall } from '../api/wall-management-queries';
import { FormDialog, FormField, useFormDialog } from '../layout/form-dialog';
import { GroupField } from '../layout/group-field';
import { PendingCodes } from './pending-codes';
import { WallFields } from './wall-fields';

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
  const dialog = useFormDialog(startingForm(replacing), claim, onClose, '添加失败：');
  const { form, setForm, field } = dialog;
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
    dialog.setProblem(problem);
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
      { onSuccess: dialog.close },
    );
  };

  return (
    <FormDialog
      open={open}
      title="添加墙面"
      state={dialog}
      onSubmit={submit}
      submitLabel={['添加', '正在添加…']}
      maxWidth="md"
    >
      {open && <PendingCodes picked={form.code.trim().toUpperCase()} onPick={pick} />}
      <FormField
        label="配对码"
        {...field('code')}
        helperText="大屏页眉右上角显示的 6 位配对码"
        autoFocus
        slotProps={{ htmlInput: { maxLength: 12, style: { textTransform: 'uppercase', fontFamily: 'monospace' } } }}
      />
      <FormField
        select
        label="替换墙面"
        value={form.wallId}
        onChange={replace}
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
      </FormField>
      <WallFields field={field} hints />
      <GroupField
        {...field('group')}
        hint="决定它显示哪些页面和版本"
        describe={(g) => `${g.group}（${g.walls} 块屏）`}
      />
    </FormDialog>
  );
}
