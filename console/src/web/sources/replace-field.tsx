import { Box, Button, TextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { FailureText } from '../layout/query-view';

interface ReplaceFieldProps {
  label: string;
  /** The write's state, as a react-query mutation gives it. */
  replace: { isPending: boolean; isSuccess: boolean; isError: boolean; error: unknown };
  /** Sends the new value; `done` empties the field. */
  onReplace: (value: string, done: () => void) => void;
  /** Said before the field. */
  children?: ReactNode;
  centred?: boolean;
}

/** A secret's new value, sent on its own; the old value is never shown. */
export function ReplaceField({ label, replace, onReplace, children, centred = false }: ReplaceFieldProps) {
  const [value, setValue] = useState('');
  return (
    <Box
      component="form"
      sx={{ display: 'flex', gap: 1, mt: 1, ...(centred ? { alignItems: 'center' } : {}) }}
      onSubmit={(e) => {
        e.preventDefault();
        onReplace(value, () => setValue(''));
      }}
    >
      {children}
      <TextField size="small" type="password" label={label} value={value} onChange={(e) => setValue(e.target.value)} />
      <Button type="submit" size="small" disabled={!value || replace.isPending}>
        替换
      </Button>
      {replace.isSuccess && (
        <Typography variant="body2" color="success.main">
          已替换
        </Typography>
      )}
      {replace.isError && <FailureText what="替换失败" error={replace.error} />}
    </Box>
  );
}
