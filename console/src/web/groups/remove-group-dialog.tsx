import type { GroupInfo } from '../../protocol';
import { useRemoveGroup } from '../api/group-queries';
import { ConfirmDialog } from '../layout/confirm-dialog';

/** 删除分组: asks first; the service refuses while walls are in it, and the dialog shows which. */
export function RemoveGroupDialog({ target, onClose }: { target: GroupInfo | null; onClose: () => void }) {
  const remove = useRemoveGroup();
  return (
    <ConfirmDialog
      target={target}
      title="删除分组"
      action={remove}
      onClose={onClose}
      onConfirm={(group) => remove.mutate(group.group, { onSuccess: onClose })}
    >
      确定删除分组 {target?.name}（{target?.group}
      ）吗？它的远程模块版本和页面布局将一并删除，审计日志保留记录。分组里还有墙面时无法删除。
    </ConfirmDialog>
  );
}
