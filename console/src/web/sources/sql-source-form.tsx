import {
  Button,
  Dialog,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { SourceInfo, SqlSourceBody } from '../../protocol';
import { useCreateSqlSource, useSetSqlPassword, useSqlTrial } from '../api/source-kind-queries';
import { CreateForm } from '../layout/create-form';
import { parsePairs } from './source-form';
import { ReplaceField } from './replace-field';
import { useSourceForm } from './source-form-state';
import { SqlTrialTable } from './sql-trial-table';

const PORTS = { postgres: '5432', mysql: '3306' };
const mono = { fontFamily: '"JetBrains Mono", "Noto Sans Mono CJK SC", monospace', fontSize: 14 };

/** A new SQL source's fields as the form starts them. */
const BLANK_SQL_SOURCE = {
  name: '',
  kind: 'mysql' as 'postgres' | 'mysql',
  host: '',
  port: PORTS.mysql,
  database: '',
  user: '',
  password: '',
  tls: false,
  query: 'SELECT name, value\nFROM scores\nWHERE value >= :least\nORDER BY value DESC\nLIMIT 10',
  params: 'least=0',
  seconds: '30',
  timeout: '4',
  maxRows: '1000',
};

/** 新建 SQL 数据源: the connection (the password only here and when replaced), one SELECT with `:name` parameters, 试运行 before saving. */
export function SqlSourceForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateSqlSource();
  const trial = useSqlTrial();
  const form = useSourceForm(BLANK_SQL_SOURCE, create, onClose);
  const { f, setF, set, fields } = form;
  const body = (): SqlSourceBody | string => {
    const pairs = parsePairs(f.params, '=');
    if (typeof pairs === 'string') return pairs;
    const params = Object.fromEntries(
      Object.entries(pairs).map(([k, v]) => [k, v !== '' && !Number.isNaN(Number(v)) ? Number(v) : v]),
    );
    return {
      name: f.name || 'trial',
      kind: f.kind,
      host: f.host.trim(),
      port: Number(f.port),
      database: f.database,
      user: f.user,
      ...(f.password ? { password: f.password } : {}),
      tls: f.tls,
      query: f.query,
      params,
      intervalMs: Math.round(Number(f.seconds) * 1000),
      timeoutMs: Math.round(Number(f.timeout) * 1000),
      maxRows: Number(f.maxRows),
    };
  };
  const withBody = (then: (b: SqlSourceBody) => void) => {
    const b = body();
    if (typeof b === 'string') return form.setProblem(b);
    form.setProblem(null);
    then(b);
  };
  const submit = () => withBody((b) => form.save(b, trial.reset));
  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth>
      <DialogTitle>新建 SQL 数据源</DialogTitle>
      <CreateForm
        onSubmit={submit}
        onCancel={onClose}
        pending={create.isPending}
        problem={form.problem}
        submitLabel={['试运行并保存', '正在试运行…']}
      >
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={1}>
            {fields([['name', '名称', { required: true, helperText: '字母、数字、- 和 _', sx: { minWidth: 200 } }]])}
            <TextField
              select
              label="数据库类型"
              value={f.kind}
              sx={{ minWidth: 260 }}
              onChange={(e) =>
                setF({
                  ...f,
                  kind: e.target.value as 'postgres' | 'mysql',
                  port: PORTS[e.target.value as 'postgres' | 'mysql'],
                })
              }
              helperText={
                f.kind === 'postgres' ? '也用于人大金仓 Kingbase、openGauss' : '也用于 MariaDB、TiDB、OceanBase'
              }
            >
              <MenuItem value="postgres">PostgreSQL 协议</MenuItem>
              <MenuItem value="mysql">MySQL / MariaDB 协议</MenuItem>
            </TextField>
            {fields([
              ['host', '主机', { required: true, fullWidth: true, helperText: '须在主机白名单中' }],
              ['port', '端口', { type: 'number', sx: { minWidth: 130 } }],
            ])}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {fields([
              ['database', '数据库', { required: true }],
              ['user', '用户', { required: true, helperText: '请用只有 SELECT 权限的只读账号' }],
              ['password', '密码', { type: 'password', helperText: '只存在服务端，之后不会再显示' }],
            ])}
            <FormControlLabel
              control={<Switch checked={f.tls} onChange={(e) => setF({ ...f, tls: e.target.checked })} />}
              label="TLS 加密"
            />
          </Stack>
          <TextField
            label="查询（一条 SELECT）"
            multiline
            minRows={6}
            value={f.query}
            onChange={set('query')}
            slotProps={{ htmlInput: { spellCheck: false, style: mono, 'aria-label': 'SQL 查询' } }}
            helperText="参数写成 :名称，由数据库驱动绑定，不拼进 SQL；在只读事务中运行，写入、存储过程和多条语句都会被数据库拒绝"
          />
          <Stack direction="row" spacing={1}>
            {fields([
              ['params', '参数', { multiline: true, minRows: 1, helperText: '每行一个：名称=值', sx: { flex: 1 } }],
              ['seconds', '刷新间隔（秒）', { type: 'number', sx: { width: 140 } }],
              ['timeout', '超时（秒）', { type: 'number', sx: { width: 120 }, helperText: '超时在数据库端取消' }],
              ['maxRows', '行数上限', { type: 'number', sx: { width: 120 } }],
            ])}
          </Stack>
          <Stack direction="row">
            <Button
              variant="outlined"
              disabled={trial.isPending}
              onClick={() => withBody((b) => trial.mutate({ source: b }))}
            >
              {trial.isPending ? '正在试运行…' : '试运行'}
            </Button>
          </Stack>
          {trial.isError && <SqlTrialTable trial={{ ms: 0, error: trial.error.message }} />}
          {trial.data && <SqlTrialTable trial={trial.data} />}
        </Stack>
      </CreateForm>
    </Dialog>
  );
}

/** A SQL source's password, replaced on its own; the card says only whether one is set. */
export function SqlPasswordReplacer({ source }: { source: SourceInfo }) {
  const replace = useSetSqlPassword();
  return (
    <ReplaceField
      label="替换密码"
      replace={replace}
      onReplace={(value, done) => replace.mutate({ id: source.id, value }, { onSuccess: done })}
      centred
    >
      <Typography variant="body2">{source.sql?.passwordSet ? '已设置密码' : '未设置密码'}</Typography>
    </ReplaceField>
  );
}
