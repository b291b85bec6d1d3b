import { Dialog, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import type { SourceBody } from '../../protocol/sources';
import { useCreateSource } from '../api/source-queries';
import { CreateForm } from '../layout/create-form';

/** `a=1` lines → `{ a: '1' }` (a line without `=` is refused by the caller). */
export function parsePairs(text: string, separator: string): Record<string, string> | string {
  const pairs: Record<string, string> = {};
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const at = line.indexOf(separator);
    if (at <= 0) return `「${line}」应写成 名称${separator}值`;
    pairs[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return pairs;
}

/** 新建数据源: the request (address, method, parameters, headers, body), its timings and one secret header. */
export function SourceForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateSource();
  const [f, setF] = useState({
    name: '',
    method: 'GET' as 'GET' | 'POST',
    url: 'https://',
    seconds: '30',
    params: '',
    headers: '',
    body: '',
    secretName: '',
    secretValue: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof typeof f) => (e: { target: { value: string } }) => setF({ ...f, [key]: e.target.value });
  const submit = () => {
    const params = parsePairs(f.params, '=');
    const headers = parsePairs(f.headers, ':');
    if (typeof params === 'string' || typeof headers === 'string')
      return setProblem(typeof params === 'string' ? params : (headers as string));
    const body: SourceBody = {
      name: f.name,
      method: f.method,
      url: f.url,
      params,
      headers,
      intervalMs: Math.round(Number(f.seconds) * 1000),
      ...(f.body.trim() ? { body: f.body } : {}),
      ...(f.secretName && f.secretValue
        ? { secrets: [{ place: 'header' as const, name: f.secretName, value: f.secretValue }] }
        : {}),
    };
    create.mutate(body, {
      onSuccess: () => {
        setProblem(null);
        onClose();
      },
      onError: (e) => setProblem(e.message),
    });
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>新建数据源</DialogTitle>
      <CreateForm onSubmit={submit} onCancel={onClose} pending={create.isPending} problem={problem}>
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          <TextField
            label="名称"
            helperText="字母、数字、- 和 _，组件按它引用"
            value={f.name}
            onChange={set('name')}
            required
          />
          <Stack direction="row" spacing={1}>
            <TextField select label="方法" value={f.method} onChange={set('method')} sx={{ width: 120 }}>
              <MenuItem value="GET">GET</MenuItem>
              <MenuItem value="POST">POST</MenuItem>
            </TextField>
            <TextField label="地址" value={f.url} onChange={set('url')} fullWidth required />
          </Stack>
          <TextField
            label="刷新间隔（秒）"
            type="number"
            value={f.seconds}
            onChange={set('seconds')}
            helperText="至少 5 秒；全集群每个间隔只取一次"
          />
          <TextField
            label="查询参数"
            multiline
            minRows={2}
            value={f.params}
            onChange={set('params')}
            helperText="每行一个：名称=值"
          />
          <TextField
            label="请求头"
            multiline
            minRows={2}
            value={f.headers}
            onChange={set('headers')}
            helperText="每行一个：名称: 值（令牌请放在下面的密钥里）"
          />
          {f.method === 'POST' && (
            <TextField label="请求体（JSON）" multiline minRows={3} value={f.body} onChange={set('body')} />
          )}
          <Stack direction="row" spacing={1}>
            <TextField
              label="密钥请求头名"
              value={f.secretName}
              onChange={set('secretName')}
              placeholder="Authorization"
            />
            <TextField
              label="密钥值"
              type="password"
              value={f.secretValue}
              onChange={set('secretValue')}
              helperText="只存在服务端，之后不会再显示"
              fullWidth
            />
          </Stack>
        </Stack>
      </CreateForm>
    </Dialog>
  );
}
