import { Box } from '@mui/material';
import type { PanelState } from '@cockpit/protocol';
import { STATE_LABEL } from '../format';
import { STATE_COLOR } from '../theme';

/** A state's Chinese name in its colour, with a dot before it. */
export function StateLabel({ state }: { state: PanelState | 'offline' | null }) {
  if (!state)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        （无）
      </Box>
    );
  return (
    <Box component="span" sx={{ color: STATE_COLOR[state], fontWeight: 600, whiteSpace: 'nowrap' }}>
      <Box
        component="span"
        sx={{
          display: 'inline-block',
          width: 8,
          height: 8,
          borderRadius: '50%',
          bgcolor: STATE_COLOR[state],
          mr: 0.75,
          verticalAlign: 'middle',
        }}
      />
      {STATE_LABEL[state]}
    </Box>
  );
}

/** A slot's last error in words: `类名：消息` (plain text, whatever the wall sent). */
export function errorText(error: { class: string; message: string } | undefined): string {
  return error ? `${error.class}：${error.message}` : '';
}
