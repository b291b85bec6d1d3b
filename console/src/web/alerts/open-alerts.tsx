import { TableCell, TableRow } from '@mui/material';
import { ALERT_KIND_NAMES } from './alert-words';
import { useOpenAlerts } from '../api/alert-queries';
import { formatDuration, formatTime } from '../format';
import { QueryTable } from '../layout/query-table';
import { Section } from './section';

/** 当前告警: every open alert, what it is about and since when. */
export function OpenAlerts() {
  const alerts = useOpenAlerts();
  return (
    <Section title="当前告警">
      <QueryTable
        query={alerts}
        what="当前告警"
        empty="现在没有告警：所有墙面在线，没有长时间出错的槽位。"
        head={['类型', '墙面 / 发布', '位置', '分组', '开始于', '已持续', '原因']}
      >
        {(rows) =>
          rows.map((a) => (
            <TableRow key={a.id}>
              <TableCell>{ALERT_KIND_NAMES[a.kind]}</TableCell>
              <TableCell>
                {a.subject.wallName ?? a.subject.remote ?? '—'}
                {a.subject.slot ? ` · 槽位 ${a.subject.slot}` : ''}
              </TableCell>
              <TableCell>{a.subject.location || '未填写'}</TableCell>
              <TableCell>{a.subject.group}</TableCell>
              <TableCell>{formatTime(a.since)}</TableCell>
              <TableCell>{formatDuration(Date.now() - a.since)}</TableCell>
              <TableCell sx={{ maxWidth: 480, wordBreak: 'break-all' }}>{a.reason}</TableCell>
            </TableRow>
          ))
        }
      </QueryTable>
    </Section>
  );
}
