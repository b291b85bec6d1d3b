import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../api/client';
import { useRePairWall, useRetireWall, type ListedWall } from '../api/wall-management-queries';
import { AddWallDialog } from '../walls/add-wall-dialog';
import { EditWallDialog } from './edit-wall-dialog';

interface ConfirmProps {
  open: boolean;
  title: string;
  confirm: string;
  /** What happens, said before it does. */
  children: ReactNode;
  action: { isPending: boolean; isError: boolean; error: unknown };
  onConfirm: () => void;
  onClose: () => void;
}

function ConfirmDialog({ open, title, confirm, children, action, onConfirm, onClose }: ConfirmProps) {
  return (
    <Dialog open={open} onClose={onClose}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{children}</DialogContentText>
        {action.isError && <Alert severity="error" sx={{ mt: 2 }}>{title}失败：{errorMessage(action.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>取消</Button>
        <Button color="error" variant="contained" disabled={action.isPending} onClick={onConfirm}>{confirm}</Button>
      </DialogActions>
    </Dialog>
  );
}

type Open = 'edit' | 'move' | 're-pair' | 'claim' | 'retire' | null;

/** The wall's management (operator): edit, move, re-pair and retire, each through a dialog that says what follows. */
export function WallActions({ wall }: { wall: ListedWall }) {
  const [open, setOpen] = useState<Open>(null);
  const rePair = useRePairWall(wall.wallId);
  const retire = useRetireWall(wall.wallId);
  const navigate = useNavigate();
  const label = wall.name ?? wall.wallId;
  const close = () => {
    rePair.reset();
    retire.reset();
    setOpen(null);
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
      <Button variant="outlined" onClick={() => setOpen('edit')}>编辑信息</Button>
      <Button variant="outlined" onClick={() => setOpen('move')}>移到其他分组</Button>
      {wall.rePairing
        ? <Button variant="contained" onClick={() => setOpen('claim')}>输入新配对码</Button>
        : <Button variant="outlined" color="warning" onClick={() => setOpen('re-pair')}>重新配对</Button>}
      <Button variant="outlined" color="error" onClick={() => setOpen('retire')}>停用</Button>
      <EditWallDialog key={`${open}-${wall.name}-${wall.group}`} wall={wall} mode={open === 'edit' || open === 'move' ? open : null} onClose={close} />
      {open === 'claim' && <AddWallDialog open replacing={wall} onClose={close} />}
      <ConfirmDialog open={open === 're-pair'} title="重新配对" confirm="确定重新配对" action={rePair} onClose={close} onConfirm={() => rePair.mutate(undefined, { onSuccess: close })}>
        “{label}”的凭据将被撤销：它在下一次心跳时被拒绝，继续显示当前页面，并在页眉显示新的配对码。之后点“输入新配对码”，输入它显示的新配对码：它沿用现在的编号和历史。
      </ConfirmDialog>
      <ConfirmDialog open={open === 'retire'} title="停用墙面" confirm="确定停用" action={retire} onClose={close} onConfirm={() => retire.mutate(undefined, { onSuccess: () => navigate('/') })}>
        “{label}”将从墙面列表和监控指标中移除，它的凭据立即失效；屏幕上会重新显示配对码。它的操作记录保留在审计日志中。
      </ConfirmDialog>
    </Box>
  );
}
