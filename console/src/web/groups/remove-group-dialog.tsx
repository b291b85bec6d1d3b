import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { GroupInfo } from '../../protocol';
import { errorMessage } from '../api/client';
import { useRemoveGroup } from '../api/group-queries';

/** 删除分组: asks first; the service refuses while walls are in it, and the dialog shows which. */
export function RemoveGroupDialog({ target, onClose }: { target: GroupInfo | null; onClose: () => void }) {
  const remove = useRemoveGroup();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Dialog open={target !== null} onClose={close}>
      <DialogTitle>删除分组</DialogTitle>
      <DialogContent>
        <DialogContentText>
          确定删除分组 {target?.name}（{target?.group}）吗？它的远程模块版本和页面布局将一并删除，审计日志保留记录。分组里还有墙面时无法删除。
        </DialogContentText>
        {remove.isError && <Alert severity="error" sx={{ mt: 2 }}>删除失败：{errorMessage(remove.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>取消</Button>
        <Button color="error" variant="contained" disabled={remove.isPending} onClick={() => target && remove.mutate(target.group, { onSuccess: close })}>
          确定删除
        </Button>
      </DialogActions>
    </Dialog>
  );
}
