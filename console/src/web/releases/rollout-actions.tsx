import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
import type { RolloutCommandName, RolloutInfo } from '../../protocol/releases';
import { errorMessage } from '../api/client';
import { useRolloutCommand } from '../api/release-queries';
import { useHasRole } from '../session/session-context';
import { COMMANDS, commandAllowed, CONFIRMED } from './rollout-status';

/** The tooltip on a disabled button of a viewer. */
export const VIEWER_HINT = '仅操作员或管理员可以操作发布';

/** 暂停/继续/立即推广/中止/回滚 for one rollout, each enabled by its status; 立即推广 (with a reason), 中止 and 回滚 are confirmed first. */
export function RolloutActions({ rollout }: { rollout: RolloutInfo }) {
  const canAct = useHasRole('operator');
  const send = useRolloutCommand();
  const [asking, setAsking] = useState<RolloutCommandName | null>(null);
  const [reason, setReason] = useState('');
  const run = (command: RolloutCommandName) =>
    send.mutate(
      { id: rollout.id, command, ...(command === 'promote' ? { reason: reason.trim() } : {}) },
      { onSettled: () => setAsking(null) },
    );
  const label = (command: RolloutCommandName) => COMMANDS.find((c) => c.command === command)?.label ?? command;

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {COMMANDS.map(({ command, label: text }) => {
          const button = (
            <Button
              size="small"
              variant="outlined"
              color={command === 'abort' || command === 'rollback' ? 'error' : 'primary'}
              disabled={!canAct || send.isPending || !commandAllowed(rollout.status, command)}
              onClick={() => (CONFIRMED[command] ? setAsking(command) : run(command))}
            >
              {text}
            </Button>
          );
          return canAct ? (
            <span key={command}>{button}</span>
          ) : (
            <Tooltip key={command} title={VIEWER_HINT}>
              <span>{button}</span>
            </Tooltip>
          );
        })}
      </Box>
      {send.isError && !asking && (
        <Alert severity="error" sx={{ mt: 1 }}>
          操作失败：{errorMessage(send.error)}
        </Alert>
      )}
      <Dialog open={asking !== null} onClose={() => setAsking(null)}>
        <DialogTitle>
          {asking && label(asking)} {rollout.remote} {rollout.toVersion}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{asking && CONFIRMED[asking]}</DialogContentText>
          {asking === 'promote' && (
            <TextField
              label="越过检查的原因"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              fullWidth
              margin="dense"
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>取消</Button>
          <Button
            color="error"
            variant="contained"
            disabled={send.isPending || (asking === 'promote' && !reason.trim())}
            onClick={() => asking && run(asking)}
          >
            确定{asking && label(asking)}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
