import { COLORS, dayjs, PagedTable, useFitPager, type PanelViewProps, type TableColumn, type Transfer, typeSize } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { HOME_SCHOOL, type TransfersData } from './use-transfers-data';

/** Rows per page of the achievements table. */
export const TRANSFER_PAGE_SIZE = 6;

/** Text cut to `width` px with an ellipsis; the full text (`full`, default the text) shows on hover. */
const clip = (text: string, width: number, full = text): ReactNode => (
  <Box component="span" title={full} sx={{ display: 'block', maxWidth: width, overflow: 'hidden', textOverflow: 'ellipsis' }}>
    {text}
  </Box>
);

/** A company name without its legal-form suffix (有限公司 …), which adds nothing on the wall. */
export const shortCompany = (name: string) => name.replace(/(股份有限公司|有限责任公司|有限公司)$/, '') || name;

const amount = (value: number) => value.toLocaleString('zh-CN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const columns: TableColumn<Transfer>[] = [
  { key: 'title', title: '成果名称', render: (t) => clip(t.title, 190) },
  { key: 'type', title: '转化方式', render: (t) => t.type },
  { key: 'enterprise', title: '受让企业', render: (t) => clip(shortCompany(t.enterprise), 124, t.enterprise) },
  { key: 'amount', title: '金额(万元)', align: 'right', render: (t) => <Box component="span" sx={{ color: COLORS.warning, fontWeight: 600 }}>{amount(t.amount)}</Box> },
  { key: 'transferDate', title: '日期', render: (t) => dayjs(t.transferDate).format('YYYY.MM') },
];

function Total({ label, value, unit, color }: { label: string; value: string; unit: string; color: string }) {
  return (
    <Box component="span" data-total={label}>
      {label}
      <Box component="span" sx={{ fontSize: typeSize(22), fontWeight: 700, color, mx: 0.5 }}>{value}</Box>
      {unit}
    </Box>
  );
}

/** Totals over the achievements table, which pages on by itself (hover pauses). */
export function TransfersView({ data }: PanelViewProps<TransfersData>) {
  const pager = useFitPager(data.rows.length, TRANSFER_PAGE_SIZE);
  const start = (pager.pageNum - 1) * pager.pageSize;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
      <Box sx={{ display: 'flex', gap: 2.5, alignItems: 'baseline', fontSize: typeSize(15), color: COLORS.muted, whiteSpace: 'nowrap' }}>
        <Total label="累计转化" value={String(data.rows.length)} unit="项" color={COLORS.accent} />
        <Total label="合同金额" value={amount(data.totalAmount)} unit="万元" color={COLORS.warning} />
        <Total label={HOME_SCHOOL} value={String(data.swuCount)} unit="项" color={COLORS.title} />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <PagedTable rows={data.rows.slice(start, start + pager.pageSize)} columns={columns} rowKey={(t) => t.id} pageNum={pager.pageNum} pages={pager.pages} onPageChange={pager.setPageNum} onHoverChange={pager.setPaused} onRowsFit={pager.onRowsFit} />
      </Box>
    </Box>
  );
}
