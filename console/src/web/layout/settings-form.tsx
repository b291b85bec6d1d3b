import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '../api/client';
import { formatTime } from '../format';

/**
 * A settings form's fields as the server's copy gives them, and again whenever that copy changes (after a save).
 * `formOf` must be the same function on every render (a module's).
 */
export function useFormOfView<V, F>(view: V, formOf: (view: V) => F) {
  const [form, setForm] = useState<F>(() => formOf(view));
  useEffect(() => setForm(formOf(view)), [view, formOf]);
  return [form, setForm] as const;
}

interface SettingsFormProps {
  title: string;
  maxWidth: number;
  onSubmit: () => void;
  /** The save's state, as a react-query mutation gives it. */
  save: { isPending: boolean; isError: boolean; error: unknown; isSuccess: boolean };
  /** What a successful save says. */
  saved: ReactNode;
  /** What the button says while the save is under way. */
  saving: string;
  /** The settings cannot be changed here (the button is off). */
  readOnly?: boolean;
  /** Who changed the settings last, and when. */
  view: { updatedAt?: number; updatedBy?: string };
  children: ReactNode;
}

/** A settings page's form: its heading, its fields, the save's outcome, 保存, and who changed the settings last. */
export function SettingsForm({
  title,
  maxWidth,
  onSubmit,
  save,
  saved,
  saving,
  readOnly,
  view,
  children,
}: SettingsFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Paper component="form" onSubmit={submit} sx={{ p: 3, maxWidth }}>
      <Typography variant="h6" component="h1">
        {title}
      </Typography>
      {children}
      {save.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(save.error)}
        </Alert>
      )}
      {save.isSuccess && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {saved}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
        <Button type="submit" variant="contained" disabled={readOnly || save.isPending}>
          {save.isPending ? saving : '保存'}
        </Button>
        {view.updatedAt ? (
          <Typography color="text.secondary" sx={{ fontSize: 13 }}>
            上次由 {view.updatedBy} 于 {formatTime(view.updatedAt)} 修改
          </Typography>
        ) : null}
      </Box>
    </Paper>
  );
}
