import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api, errorMessage } from '../api/client';
import { ConfirmDialog } from '../layout/confirm-dialog';
import { SecretOnce } from '../layout/secret-once';

type Command = 'rotate' | 'revoke';

const QUESTIONS: Record<Command, string> = {
  rotate: '生成新的抓取令牌后，旧令牌立即失效，Prometheus 需要换用新令牌。确定生成吗？',
  revoke: '吊销后 /metrics 拒绝所有抓取，直到生成新令牌。确定吊销吗？',
};

/** 指标抓取令牌 (admin): the one token Prometheus scrapes /metrics with; made or rotated (shown once), or revoked. */
export function MetricsTokenCard() {
  const [asking, setAsking] = useState<Command | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoked, setRevoked] = useState(false);
  const send = useMutation({
    mutationFn: (command: Command): Promise<{ secret?: string }> =>
      command === 'rotate'
        ? api<{ secret: string }>('/api/metrics-token', { method: 'POST', body: {} })
        : api<{ secret?: string }>('/api/metrics-token', { method: 'DELETE' }),
  });
  const run = (command: Command) =>
    send.mutate(command, {
      onSuccess: (reply) => {
        setSecret(reply.secret ?? null);
        setRevoked(command === 'revoke');
      },
      onSettled: () => setAsking(null),
    });

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} role="region" aria-label="指标抓取令牌">
      <Typography variant="subtitle1" component="h2">
        指标抓取令牌（/metrics）
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Prometheus 以 Authorization: Bearer &lt;令牌&gt; 抓取 /metrics；同一时间只有一个令牌，服务只保存其哈希。
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mb: secret || revoked || send.isError ? 1.5 : 0 }}>
        <Button variant="outlined" onClick={() => setAsking('rotate')}>
          生成新令牌
        </Button>
        <Button variant="outlined" color="error" onClick={() => setAsking('revoke')}>
          吊销令牌
        </Button>
      </Box>
      {secret && (
        <SecretOnce secret={secret} label="抓取令牌">
          令牌只显示这一次：请写入 Prometheus 的 credentials_file。
        </SecretOnce>
      )}
      {revoked && <Alert severity="info">令牌已吊销，/metrics 暂不接受抓取。</Alert>}
      {send.isError && <Alert severity="error">操作失败：{errorMessage(send.error)}</Alert>}
      <ConfirmDialog
        target={asking}
        title={asking === 'rotate' ? '生成新令牌' : '吊销令牌'}
        verb={asking === 'rotate' ? '生成' : '吊销'}
        action={send}
        onClose={() => setAsking(null)}
        onConfirm={run}
      >
        {asking && QUESTIONS[asking]}
      </ConfirmDialog>
    </Paper>
  );
}
