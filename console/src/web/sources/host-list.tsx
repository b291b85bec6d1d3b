import { Alert, Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import { useAddHost, useRemoveHost, useSourceHosts } from '../api/source-queries';
import { ConfirmDialog, useConfirm } from '../layout/confirm-dialog';
import { QueryView } from '../layout/query-view';
import { useHasRole } from '../session/session-context';

/** 主机白名单: the hosts sources may reach; administrators add and remove them. */
export function HostList() {
  const hosts = useSourceHosts();
  const add = useAddHost();
  const admin = useHasRole('admin');
  const [host, setHost] = useState('');
  const removing = useConfirm(useRemoveHost(), (h: string) => h);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6">主机白名单</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          数据源只能访问这里列出的主机。内网、回环和链路本地地址（如
          127.0.0.1、10.x、169.254.x）只有按地址本身列出时才可访问。
        </Typography>
        <QueryView
          query={hosts}
          what="主机白名单"
          isEmpty={(data) => data.length === 0}
          empty={
            admin
              ? '白名单为空：任何数据源都无法取数。在下面输入接口的主机名并点「添加」。'
              : '白名单为空：任何数据源都无法取数。请管理员添加接口的主机。'
          }
        >
          {(data) => (
            <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
              {data.map((h) => (
                <Chip key={h.host} label={h.host} onDelete={admin ? () => removing.ask(h.host) : undefined} />
              ))}
            </Stack>
          )}
        </QueryView>
        {admin && (
          <Box
            component="form"
            sx={{ display: 'flex', gap: 1 }}
            onSubmit={(e) => {
              e.preventDefault();
              add.mutate(host.trim(), { onSuccess: () => setHost('') });
            }}
          >
            <TextField size="small" label="主机名或 IP 地址" value={host} onChange={(e) => setHost(e.target.value)} />
            <Button type="submit" variant="outlined" disabled={!host.trim() || add.isPending}>
              添加
            </Button>
          </Box>
        )}
        {add.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            添加失败：{errorMessage(add.error)}
          </Alert>
        )}
        <ConfirmDialog {...removing.dialog} title="移出白名单" verb="移出">
          确定把 {removing.dialog.target} 移出白名单吗？访问这台主机的数据源此后取数都会失败。
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
