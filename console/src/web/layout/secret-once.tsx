import { Alert, Box, Button, DialogActions, DialogContent, TextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';

/** A new secret, shown this one time: the warning (`children`), the secret to select, and a copy button. */
export function SecretOnce({ secret, label, children }: { secret: string; label: string; children: ReactNode }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () =>
    navigator.clipboard?.writeText(secret).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    ) ?? setCopied('failed');
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {children}
      </Alert>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          label={label}
          value={secret}
          fullWidth
          slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
          onFocus={(e) => e.target.select()}
        />
        <Button variant="outlined" onClick={() => void copy()}>
          复制
        </Button>
      </Box>
      {copied === 'yes' && (
        <Typography color="success.main" sx={{ mt: 1 }}>
          已复制到剪贴板
        </Typography>
      )}
      {copied === 'failed' && (
        <Typography color="warning.main" sx={{ mt: 1 }}>
          无法自动复制，请选中上面的{label}后按 Ctrl+C 复制
        </Typography>
      )}
    </>
  );
}

/** A create dialog's second step: the new secret shown once ({@link SecretOnce}), and the one way out. */
export function SecretOnceStep({
  secret,
  label,
  onClose,
  children,
}: {
  secret: string;
  label: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <DialogContent>
        <SecretOnce secret={secret} label={label}>
          {children}
        </SecretOnce>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          我已保存，关闭
        </Button>
      </DialogActions>
    </>
  );
}
