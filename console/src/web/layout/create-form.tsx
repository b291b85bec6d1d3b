import { Alert, Box, Button, DialogActions, DialogContent } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

interface CreateFormProps {
  /** The fields. */
  children: ReactNode;
  onSubmit: () => void;
  onCancel: () => void;
  pending: boolean;
  /** A missing field or the server's refusal, shown under the fields. */
  problem: string | null;
  /** The submit button's words (创建 unless said), and what it says while the request is under way. */
  submitLabel?: [string, string];
  /** False while the fields cannot be sent as they are (the submit button is off). */
  canSubmit?: boolean;
}

/** The form of a 新建… dialog: its fields, the problem if any, and 取消 / 创建 (创建, or `submitLabel`, submits, also on Enter). */
export function CreateForm({
  children,
  onSubmit,
  onCancel,
  pending,
  problem,
  submitLabel = ['创建', '正在创建…'],
  canSubmit = true,
}: CreateFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <DialogContent>
        {children}
        {problem && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>取消</Button>
        <Button type="submit" variant="contained" disabled={pending || !canSubmit}>
          {pending ? submitLabel[1] : submitLabel[0]}
        </Button>
      </DialogActions>
    </Box>
  );
}
