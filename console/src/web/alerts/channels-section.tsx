import { Alert, Box, Button, TableCell, TableRow } from '@mui/material';
import { useState } from 'react';
import { CHANNEL_KIND_NAMES, type AlertChannelInfo } from '../../protocol/alerts';
import { useAlertChannels, useDeleteAlertChannel, useTestAlertChannel } from '../api/alert-queries';
import { errorMessage } from '../api/client';
import { QueryTable } from '../layout/query-table';
import { ConfirmDialog, useConfirm } from '../layout/confirm-dialog';
import { ChannelDialog } from './channel-dialog';
import { Section } from './section';

const target = (c: AlertChannelInfo) =>
  c.kind === 'email' ? `${c.smtpHost}:${c.smtpPort} → ${c.mailTo?.join('、')}` : c.url;

/** 告警通道 (admin): where notices go; create, edit, 测试, delete. */
export function ChannelsSection() {
  const channels = useAlertChannels();
  const test = useTestAlertChannel();
  const [editing, setEditing] = useState<AlertChannelInfo | 'new' | null>(null);
  const deleting = useConfirm(useDeleteAlertChannel(), (c: AlertChannelInfo) => c.id);
  return (
    <Section
      title="告警通道"
      action={
        <Button variant="contained" onClick={() => setEditing('new')}>
          新建通道
        </Button>
      }
    >
      {test.isSuccess && (
        <Alert severity="info" sx={{ mb: 1 }}>
          测试通知已排队（编号 {test.data.id}），结果见下方投递记录。
        </Alert>
      )}
      {test.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          测试失败：{errorMessage(test.error)}
        </Alert>
      )}
      <QueryTable
        query={channels}
        what="告警通道"
        empty="还没有告警通道：新建一个企业微信、钉钉机器人、Webhook 或邮箱，告警才有人收到。"
        head={['名称', '类型', '发往', '密钥', '状态', '操作']}
      >
        {(rows) =>
          rows.map((c) => (
            <TableRow key={c.id}>
              <TableCell>{c.name}</TableCell>
              <TableCell>{CHANNEL_KIND_NAMES[c.kind]}</TableCell>
              <TableCell sx={{ maxWidth: 420, wordBreak: 'break-all' }}>{target(c)}</TableCell>
              <TableCell>{c.secretHint ?? '无'}</TableCell>
              <TableCell>{c.enabled ? '启用' : '停用'}</TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', gap: 0.5 }}>
                  <Button
                    size="small"
                    onClick={() => test.mutate(c.id)}
                    disabled={test.isPending}
                    aria-label={`测试 ${c.name}`}
                  >
                    测试
                  </Button>
                  <Button size="small" onClick={() => setEditing(c)} aria-label={`编辑 ${c.name}`}>
                    编辑
                  </Button>
                  <Button size="small" color="error" onClick={() => deleting.ask(c)} aria-label={`删除 ${c.name}`}>
                    删除
                  </Button>
                </Box>
              </TableCell>
            </TableRow>
          ))
        }
      </QueryTable>
      {editing && <ChannelDialog channel={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog {...deleting.dialog} title="删除告警通道">
        确定删除告警通道「{deleting.dialog.target?.name}」吗？它尚未送达的通知将不再发送，投递记录保留。
      </ConfirmDialog>
    </Section>
  );
}
