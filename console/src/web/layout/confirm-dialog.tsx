import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/client';

interface ConfirmDialogProps<T> {
  /** What the act is on; the dialog is open while there is one. */
  target: T | null;
  title: string;
  /** What follows from the act, said before it happens. */
  children: ReactNode;
  /** The act (a mutation's state; its error is cleared when the dialog closes). */
  action: { isPending: boolean; isError: boolean; error: unknown; reset: () => void };
  onConfirm: (target: T) => void;
  onClose: () => void;
  /** The act in a word or two (删除, 吊销, 停用). */
  verb?: string;
}

/** Asks before a delete or another act that cannot be undone; shows the server's reason when it fails. */
export function ConfirmDialog<T>({
  target,
  title,
  children,
  action,
  onConfirm,
  onClose,
  verb = '删除',
}: ConfirmDialogProps<T>) {
  const close = () => {
    action.reset();
    onClose();
  };
  return (
    <Dialog open={target !== null} onClose={close}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{children}</DialogContentText>
        {action.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {verb}失败：{errorMessage(action.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>取消</Button>
        <Button
          color="error"
          variant="contained"
          disabled={action.isPending}
          onClick={() => target !== null && onConfirm(target)}
        >
          确定{verb}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
