import { useEffect } from 'react';
import type { GroupInfo } from '../../protocol';
import { useRenameGroup } from '../api/group-queries';
import { FormDialog, FormField, useFormDialog } from '../layout/form-dialog';

/** 重命名: a group's display name (its id stays: walls, rollouts and the command line use it). */
export function RenameGroupDialog({ target, onClose }: { target: GroupInfo | null; onClose: () => void }) {
  const rename = useRenameGroup();
  const dialog = useFormDialog({ name: '' }, rename, onClose, '重命名失败：');
  const { form, setForm } = dialog;
  useEffect(() => setForm({ name: target?.name ?? '' }), [target, setForm]);
  const submit = () => {
    if (target && form.name.trim())
      rename.mutate({ group: target.group, name: form.name.trim() }, { onSuccess: dialog.close });
  };
  return (
    <FormDialog
      open={target !== null}
      title={`重命名分组 ${target?.group ?? ''}`}
      state={dialog}
      onSubmit={submit}
      submitLabel={['保存', '保存']}
      canSubmit={form.name.trim() !== ''}
    >
      <FormField label="分组名称" {...dialog.field('name')} autoFocus autoComplete="off" maxLength={40} />
    </FormDialog>
  );
}
