import { Box, Button, TableCell, TableRow, Typography } from '@mui/material';
import type { PendingPairing } from '@cockpit/protocol';
import { usePendingPairings } from '../api/wall-management-queries';
import { fromNow } from '../format';
import { QueryTable } from '../layout/query-table';

/** The codes walls show now, newest first: what route, from which address, since when; 选择 fills the form with one. */
export function PendingCodes({ picked, onPick }: { picked: string; onPick: (pending: PendingPairing) => void }) {
  const pending = usePendingPairings();
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        等待添加的大屏
      </Typography>
      <QueryTable
        query={pending}
        what="配对码列表"
        label="等待添加的大屏"
        empty="现在没有大屏在等待添加。大屏打开后会在页眉右上角显示配对码。"
        head={['配对码', '路由', '建议名称 / 分组', '来源地址', '请求于', '']}
      >
        {(data) =>
          [...data]
            .sort((a, b) => b.requestedAt - a.requestedAt)
            .map((row) => (
              <TableRow key={row.code} selected={row.code === picked} data-pending-code={row.code}>
                <TableCell sx={{ fontFamily: 'monospace', fontWeight: 700, letterSpacing: 2 }}>{row.code}</TableCell>
                <TableCell>{row.route}</TableCell>
                <TableCell>{[row.suggestedName, row.suggestedGroup].filter(Boolean).join(' / ') || '—'}</TableCell>
                <TableCell>{row.address}</TableCell>
                <TableCell>{fromNow(row.requestedAt)}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => onPick(row)} aria-label={`选择配对码 ${row.code}`}>
                    选择
                  </Button>
                </TableCell>
              </TableRow>
            ))
        }
      </QueryTable>
    </Box>
  );
}
