import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/client';

interface RevokeDialogProps {
  open: boolean;
  title: string;
  /** What is revoked and what follows from it. */
  children: ReactNode;
  /** The revocation (a mutation's state). */
  revoke: { isPending: boolean; isError: boolean; error: unknown };
  onConfirm: () => void;
  onClose: () => void;
  /** The act in one word (吊销, 删除). */
  verb?: string;
}

/** Asks before a revocation, which cannot be undone; shows why it failed, if it did. */
export function RevokeDialog({ open, title, children, revoke, onConfirm, onClose, verb = '吊销' }: RevokeDialogProps) {
  return (
    <Dialog open={open} onClose={onClose}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{children}</DialogContentText>
        {revoke.isError && <Alert severity="error" sx={{ mt: 2 }}>{verb}失败：{errorMessage(revoke.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>取消</Button>
        <Button color="error" variant="contained" disabled={revoke.isPending} onClick={onConfirm}>
          确定{verb}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
