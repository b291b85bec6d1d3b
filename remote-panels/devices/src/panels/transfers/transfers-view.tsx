import {
  COLORS,
  dayjs,
  PagedTable,
  pagedTableProps,
  useFitPager,
  type PanelViewProps,
  type TableColumn,
  type Transfer,
} from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Total, TotalsLine } from '../../components/totals-line';
import { HOME_SCHOOL, type TransfersData } from './use-transfers-data';

/** Rows per page of the achievements table. */
export const TRANSFER_PAGE_SIZE = 6;

/**
 * Text cut with an ellipsis where its column ends; the full text (`full`) shows on hover. It counts as 0 wide when the
 * table is laid out (width 0), so its column takes its share of the table, and then fills it (min-width 100 %).
 */
const named = (text: string, full = text): ReactNode => (
  <Box
    component="span"
    title={full}
    sx={{ display: 'block', width: 0, minWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}
  >
    {text}
  </Box>
);

/** A company name without its legal-form suffix (有限公司 …), which adds nothing on the wall. */
export const shortCompany = (name: string) => name.replace(/(股份有限公司|有限责任公司|有限公司)$/, '') || name;

const amount = (value: number) => value.toLocaleString('zh-CN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const columns: TableColumn<Transfer>[] = [
  // The names share the room the other columns leave, three to two: they are cut only where their column ends.
  { key: 'title', title: '成果名称', width: '60%', render: (t) => named(t.title) },
  { key: 'type', title: '转化方式', render: (t) => t.type },
  {
    key: 'enterprise',
    title: '受让企业',
    width: '40%',
    render: (t) => named(shortCompany(t.enterprise), t.enterprise),
  },
  {
    key: 'amount',
    title: '金额(万元)',
    align: 'right',
    render: (t) => (
      <Box component="span" sx={{ color: COLORS.warning, fontWeight: 600 }}>
        {amount(t.amount)}
      </Box>
    ),
  },
  { key: 'transferDate', title: '日期', render: (t) => dayjs(t.transferDate).format('YYYY.MM') },
];

/** Totals over the achievements table, which pages on by itself (hover pauses). */
export function TransfersView({ data }: PanelViewProps<TransfersData>) {
  const pager = useFitPager(data.rows.length, TRANSFER_PAGE_SIZE);
  const start = (pager.pageNum - 1) * pager.pageSize;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
      <TotalsLine>
        <Total data-total="累计转化" label="累计转化" value={data.rows.length} unit="项" color={COLORS.accent} />
        <Total
          data-total="合同金额"
          label="合同金额"
          value={amount(data.totalAmount)}
          unit="万元"
          color={COLORS.warning}
        />
        <Total data-total={HOME_SCHOOL} label={HOME_SCHOOL} value={data.swuCount} unit="项" color={COLORS.title} />
      </TotalsLine>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <PagedTable
          rows={data.rows.slice(start, start + pager.pageSize)}
          columns={columns}
          rowKey={(t) => t.id}
          {...pagedTableProps(pager)}
        />
      </Box>
    </Box>
  );
}
