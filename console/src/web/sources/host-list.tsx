import { Alert, Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useAddHost, useRemoveHost, useSourceHosts } from '../api/source-queries';
import { useHasRole } from '../session/session-context';

/** 主机白名单: the hosts sources may reach; administrators add and remove them. */
export function HostList() {
  const hosts = useSourceHosts();
  const add = useAddHost();
  const remove = useRemoveHost();
  const admin = useHasRole('admin');
  const [host, setHost] = useState('');
  const problem = (add.error ?? remove.error)?.message;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6">主机白名单</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          数据源只能访问这里列出的主机。内网、回环和链路本地地址（如 127.0.0.1、10.x、169.254.x）只有按地址本身列出时才可访问。
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
          {(hosts.data ?? []).map((h) => (
            <Chip key={h.host} label={h.host} onDelete={admin ? () => remove.mutate(h.host) : undefined} />
          ))}
          {hosts.data?.length === 0 && <Typography variant="body2">白名单为空：任何数据源都无法取数。</Typography>}
        </Stack>
        {admin && (
          <Box component="form" sx={{ display: 'flex', gap: 1 }} onSubmit={(e) => { e.preventDefault(); add.mutate(host.trim(), { onSuccess: () => setHost('') }); }}>
            <TextField size="small" label="主机名或 IP 地址" value={host} onChange={(e) => setHost(e.target.value)} />
            <Button type="submit" variant="outlined" disabled={!host.trim() || add.isPending}>添加</Button>
          </Box>
        )}
        {problem && <Alert severity="error" sx={{ mt: 1 }}>{problem}</Alert>}
      </CardContent>
    </Card>
  );
}
