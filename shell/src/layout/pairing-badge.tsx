import { COLORS } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { subscribeWallStatus, wallStatus, wallStatusVersion } from '../fleet/wall-status';

/** Re-renders at each change of the wall's status; returns the status. */
export function useWallStatus() {
  useSyncExternalStore(subscribeWallStatus, wallStatusVersion);
  return wallStatus();
}

/**
 * The pairing code of a wall waiting to be claimed, small in the header band beside the clock (never over a
 * panel): legible from a few metres for the operator who types it into the console, quiet for everyone else.
 */
export function PairingBadge() {
  const { pairing, pairingRefused } = useWallStatus();
  if (!pairing)
    return pairingRefused ? <PairingRefusedBadge why={pairingRefused.why} todo={pairingRefused.todo} /> : null;
  return (
    <Box
      data-pairing-code={pairing.code}
      role="status"
      aria-label={`配对码 ${pairing.code}`}
      sx={{
        mr: 3,
        px: 1.5,
        py: 0.5,
        border: `1px solid ${COLORS.panelBorder}`,
        borderRadius: 1,
        bgcolor: 'rgba(3, 12, 36, 0.6)',
        lineHeight: 1.15,
        textAlign: 'left',
      }}
    >
      <Box
        sx={{
          fontSize: 14,
          color: COLORS.muted,
          whiteSpace: 'nowrap',
          maxWidth: 220,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        配对码 · {pairing.fleetName || '驾驶舱车队'}
      </Box>
      <Box
        sx={{
          fontSize: 30,
          fontWeight: 700,
          letterSpacing: 4,
          color: COLORS.title,
          fontFamily: '"DejaVu Sans Mono", Consolas, monospace',
        }}
      >
        {pairing.code}
      </Box>
    </Box>
  );
}

/** In the code's place when the wall got none: why, and what the operator does (the wall keeps asking by itself). */
function PairingRefusedBadge({ why, todo }: { why: string; todo: string }) {
  return (
    <Box
      data-pairing-refused
      role="alert"
      sx={{
        mr: 3,
        px: 1.5,
        py: 0.5,
        maxWidth: 340,
        border: `1px solid ${COLORS.warning}`,
        borderRadius: 1,
        bgcolor: 'rgba(3, 12, 36, 0.6)',
        lineHeight: 1.25,
        textAlign: 'left',
      }}
    >
      <Box sx={{ fontSize: 18, fontWeight: 700, color: COLORS.warning }}>无法获取配对码：{why}</Box>
      <Box sx={{ fontSize: 14, color: COLORS.muted }}>{todo}</Box>
    </Box>
  );
}
