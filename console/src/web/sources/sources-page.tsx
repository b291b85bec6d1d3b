import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { SourceInfo } from '../../protocol/sources';
import { useDeleteSource, useRefreshSource, useReplaceSecret, useSources } from '../api/source-queries';
import { errorMessage } from '../api/client';
import { formatTime } from '../format';
import { ConfirmDialog, useConfirm } from '../layout/confirm-dialog';
import { QueryView } from '../layout/query-view';
import { useHasRole } from '../session/session-context';
import { HostList } from './host-list';
import { MappingEditor } from './mapping-editor';
import { ReplaceField } from './replace-field';
import { SourceForm } from './source-form';
import { SheetSourceForm, SheetSourcePanel } from './sheet-source-panel';
import { SqlPasswordReplacer, SqlSourceForm } from './sql-source-form';

/** One secret's new value, sent on its own; the old value is never shown. */
function SecretReplacer({ source }: { source: SourceInfo }) {
  const replace = useReplaceSecret();
  const secret = source.secrets[0];
  if (!secret) return null;
  return (
    <ReplaceField
      label={`替换密钥 ${secret.name}`}
      replace={replace}
      onReplace={(value, done) => replace.mutate({ id: source.id, ...secret, value }, { onSuccess: done })}
    />
  );
}

/** A source's request, its fetch state (the reason when the last fetch failed) and its mappings' state. */
function SourceCard({ source, operator, onDelete }: { source: SourceInfo; operator: boolean; onDelete: () => void }) {
  const refresh = useRefreshSource();
  return (
    <Card variant="outlined" data-testid={`source-${source.name}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h6">{source.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {source.kind === 'sheet' ? '表格' : source.sql ? source.url : `${source.method} ${source.url}`} · 每{' '}
            {source.intervalMs / 1000} 秒 · 已取 {source.fetches} 次
          </Typography>
          <Box sx={{ flex: 1 }} />
          {operator && (
            <Button size="small" onClick={() => refresh.mutate(source.id)}>
              立即取数
            </Button>
          )}
          {operator && (
            <Button size="small" color="error" onClick={onDelete} aria-label={`删除 ${source.name}`}>
              删除
            </Button>
          )}
        </Stack>
        {refresh.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            立即取数失败：{errorMessage(refresh.error)}
          </Alert>
        )}
        {source.error ? (
          <Alert severity="warning" sx={{ mt: 1 }}>
            取数失败（{formatTime(source.errorAt!)}）：{source.error}。大屏继续显示上次成功的数据并标记为过期。
          </Alert>
        ) : (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {source.rawAt ? `最近成功取数：${formatTime(source.rawAt)}` : '尚未取数'}
          </Typography>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          {source.secrets.map((s) => (
            <Chip
              key={`${s.place}:${s.name}`}
              size="small"
              label={`密钥 ${s.place === 'header' ? '请求头' : '参数'} ${s.name}`}
            />
          ))}
          {source.mappings.map((m) => (
            <Chip
              key={m.name}
              size="small"
              color={m.error ? 'warning' : 'default'}
              title={m.error ?? m.expression}
              label={`映射 ${m.name}${m.error ? '（出错）' : ''}`}
            />
          ))}
        </Stack>
        {source.mappings
          .filter((m) => m.error)
          .map((m) => (
            <Alert key={m.name} severity="warning" sx={{ mt: 1 }}>
              映射 {m.name}：{m.error}
            </Alert>
          ))}
        {source.sql && (
          <Typography
            component="pre"
            variant="body2"
            sx={{
              mt: 1,
              p: 1,
              bgcolor: 'action.hover',
              borderRadius: 1,
              fontFamily: 'monospace',
              whiteSpace: 'pre-wrap',
            }}
          >
            {source.sql.query}
          </Typography>
        )}
        {operator && source.sheet && <SheetSourcePanel source={source} />}
        {operator && source.sql && <SqlPasswordReplacer source={source} />}
        {operator && <SecretReplacer source={source} />}
      </CardContent>
    </Card>
  );
}

/** 数据源: shared sources fetched once per interval by the service, their mappings tried live, and the host allowlist. */
export function SourcesPage() {
  const sources = useSources();
  const operator = useHasRole('operator');
  const [creating, setCreating] = useState<'http' | 'sql' | 'sheet' | null>(null);
  const deleting = useConfirm(useDeleteSource(), (s: SourceInfo) => s.id);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          数据源
        </Typography>
        {operator && (
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => setCreating('http')}>
              新建数据源
            </Button>
            <Button variant="outlined" onClick={() => setCreating('sql')}>
              新建 SQL 数据源
            </Button>
            <Button variant="outlined" onClick={() => setCreating('sheet')}>
              新建表格数据源
            </Button>
          </Stack>
        )}
      </Stack>
      <QueryView
        query={sources}
        what="数据源"
        isEmpty={(data) => data.length === 0}
        empty={`还没有数据源。先请管理员在下方「主机白名单」中加入接口的主机，再点「新建数据源」${operator ? '' : '（需要操作员角色）'}。`}
      >
        {(data) => (
          <Stack spacing={2}>
            {data.map((s) => (
              <SourceCard key={s.id} source={s} operator={operator} onDelete={() => deleting.ask(s)} />
            ))}
            {operator && <MappingEditor sources={data} />}
          </Stack>
        )}
      </QueryView>
      <HostList />
      <SourceForm open={creating === 'http'} onClose={() => setCreating(null)} />
      <SqlSourceForm open={creating === 'sql'} onClose={() => setCreating(null)} />
      <SheetSourceForm open={creating === 'sheet'} onClose={() => setCreating(null)} />
      <ConfirmDialog {...deleting.dialog} title="删除数据源">
        确定删除数据源「{deleting.dialog.target?.name}」吗？它的映射和密钥一并删除；引用它的组件在大屏上将不再有数据。
      </ConfirmDialog>
    </Stack>
  );
}
