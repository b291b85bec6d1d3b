import { Dialog, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useCreateSource } from '../api/source-queries';
import { CreateForm } from '../layout/create-form';
import { useSourceForm } from './source-form-state';

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

/** A new HTTP source's fields as the form starts them. */
const BLANK_SOURCE = {
  name: '',
  method: 'GET' as 'GET' | 'POST',
  url: 'https://',
  seconds: '30',
  params: '',
  headers: '',
  body: '',
  secretName: '',
  secretValue: '',
};

/** 新建数据源: the request (address, method, parameters, headers, body), its timings and one secret header. */
export function SourceForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateSource();
  const form = useSourceForm(BLANK_SOURCE, create, onClose);
  const { f, set, fields } = form;
  const submit = () => {
    const params = parsePairs(f.params, '=');
    const headers = parsePairs(f.headers, ':');
    if (typeof params === 'string' || typeof headers === 'string')
      return form.setProblem(typeof params === 'string' ? params : (headers as string));
    form.save({
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
    });
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>新建数据源</DialogTitle>
      <CreateForm onSubmit={submit} onCancel={onClose} pending={create.isPending} problem={form.problem}>
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          {fields([['name', '名称', { helperText: '字母、数字、- 和 _，组件按它引用', required: true }]])}
          <Stack direction="row" spacing={1}>
            <TextField select label="方法" value={f.method} onChange={set('method')} sx={{ width: 120 }}>
              <MenuItem value="GET">GET</MenuItem>
              <MenuItem value="POST">POST</MenuItem>
            </TextField>
            {fields([['url', '地址', { fullWidth: true, required: true }]])}
          </Stack>
          {fields([
            ['seconds', '刷新间隔（秒）', { type: 'number', helperText: '至少 5 秒；全集群每个间隔只取一次' }],
            ['params', '查询参数', { multiline: true, minRows: 2, helperText: '每行一个：名称=值' }],
            [
              'headers',
              '请求头',
              { multiline: true, minRows: 2, helperText: '每行一个：名称: 值（令牌请放在下面的密钥里）' },
            ],
          ])}
          {f.method === 'POST' && fields([['body', '请求体（JSON）', { multiline: true, minRows: 3 }]])}
          <Stack direction="row" spacing={1}>
            {fields([
              ['secretName', '密钥请求头名', { placeholder: 'Authorization' }],
              [
                'secretValue',
                '密钥值',
                { type: 'password', helperText: '只存在服务端，之后不会再显示', fullWidth: true },
              ],
            ])}
          </Stack>
        </Stack>
      </CreateForm>
    </Dialog>
  );
}
