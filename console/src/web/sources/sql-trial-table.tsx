import {
  Alert,
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { SqlTrial } from '../../protocol';

const cell = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** 试运行's answer: the rows in a table with the time taken, or the database's refusal in words. */
export function SqlTrialTable({ trial }: { trial: SqlTrial }) {
  if (trial.error)
    return (
      <Alert severity="error" role="alert">
        试运行失败（{trial.ms} 毫秒）：{trial.error}
      </Alert>
    );
  const rows = trial.rows ?? [];
  const columns = trial.columns ?? Object.keys(rows[0] ?? {});
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="sql-trial-summary">
        试运行成功：{rows.length} 行，用时 {trial.ms} 毫秒{rows.length >= 200 ? '（只显示前 200 行）' : ''}
      </Typography>
      <TableContainer sx={{ maxHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label="试运行结果">
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c} sx={{ fontWeight: 600 }}>
                  {c}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, i) => (
              <TableRow key={i}>
                {columns.map((c) => (
                  <TableCell key={c}>{cell(row[c])}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
