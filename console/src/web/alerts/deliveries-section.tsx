import { TableCell, TableRow } from '@mui/material';
import { useAlertDeliveries } from '../api/alert-queries';
import { formatTime } from '../format';
import { QueryTable } from '../layout/query-table';
import { COLORS } from '../theme';
import { NOTICE_TYPE_NAMES } from './alert-words';
import { Section } from './section';

/** 投递记录: every attempt to deliver a notice, with the receiver's answer (as text). */
export function DeliveriesSection() {
  const deliveries = useAlertDeliveries();
  return (
    <Section title="投递记录">
      <QueryTable
        query={deliveries}
        what="投递记录"
        empty="还没有投递：告警、恢复和测试通知的每一次发送都会记在这里。"
        head={['时间', '通道', '类型', '通知', '第几次', '结果', '状态码', '耗时', '对方回复']}
      >
        {(rows) =>
          rows.map((d) => (
            <TableRow key={d.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(d.at)}</TableCell>
              <TableCell>{d.channelName}</TableCell>
              <TableCell>{NOTICE_TYPE_NAMES[d.type]}</TableCell>
              <TableCell>{d.title}</TableCell>
              <TableCell>第 {d.attempt} 次</TableCell>
              <TableCell sx={{ color: d.ok ? COLORS.ok : COLORS.danger, whiteSpace: 'nowrap' }}>
                {d.ok ? '已送达' : '失败'}
              </TableCell>
              <TableCell>{d.status ?? '—'}</TableCell>
              <TableCell>{d.durationMs} 毫秒</TableCell>
              <TableCell sx={{ maxWidth: 360, wordBreak: 'break-all', fontFamily: 'monospace', fontSize: 12 }}>
                {d.answer || '（空）'}
              </TableCell>
            </TableRow>
          ))
        }
      </QueryTable>
    </Section>
  );
}
