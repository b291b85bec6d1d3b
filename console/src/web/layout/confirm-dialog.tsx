import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../api/client';

/** A write's state, as a react-query mutation gives it. */
interface ConfirmAction {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
}

interface ConfirmDialogProps<T> {
  /** What the act is on; the dialog is open while there is one. */
  target: T | null;
  title: string;
  /** What follows from the act, said before it happens. */
  children: ReactNode;
  /** The act (a mutation's state; its error is cleared when the dialog closes). */
  action: ConfirmAction;
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

/**
 * The state of a ConfirmDialog for an act on one row: `ask(row)` opens it, and confirming sends the row's key and
 * closes the dialog once the server has done it.
 */
export function useConfirm<T, K>(
  action: ConfirmAction & { mutate: (key: K, options: { onSuccess: () => void }) => void },
  key: (row: T) => K,
) {
  const [target, ask] = useState<T | null>(null);
  const onClose = () => ask(null);
  const onConfirm = (row: T) => action.mutate(key(row), { onSuccess: onClose });
  return { ask, dialog: { target, action, onClose, onConfirm } };
}
