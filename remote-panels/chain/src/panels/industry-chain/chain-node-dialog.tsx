import {
  COLORS,
  countBy,
  DetailDialog,
  getChainNodeDetail,
  PagedTable,
  useDetailDialog,
  type ChainCompany,
  type TableColumn,
} from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useState } from 'react';

/** Companies per page of the dialog's table. */
export const COMPANY_PAGE_SIZE = 10;

const columns: TableColumn<ChainCompany>[] = [
  { key: 'name', title: '企业名称', render: (c) => c.name },
  { key: 'scale', title: '企业类型', render: (c) => c.scale },
  { key: 'district', title: '所在区域', render: (c) => c.district },
  { key: 'foundedYear', title: '成立年份', align: 'right', render: (c) => `${c.foundedYear}年` },
];

const chipSx = {
  px: 1.25,
  py: 0.25,
  border: '1px solid rgba(64,156,255,0.45)',
  bgcolor: 'rgba(41,137,255,0.12)',
  whiteSpace: 'nowrap',
} as const;

/** The chain node a dialog is open on. */
export interface OpenNode {
  id: number;
  name: string;
}

/** Drill-down of one chain node (`/jsc/chain/detail`): its chain, description, company mix and companies. */
export function ChainNodeDialog({ node, onClose }: { node: OpenNode | null; onClose: () => void }) {
  const { data, ...dialog } = useDetailDialog(['chain', 'node-detail'], node?.id, getChainNodeDetail);
  const [pageNum, setPageNum] = useState(1);
  const companies = data?.companies ?? [];
  const pages = Math.max(1, Math.ceil(companies.length / COMPANY_PAGE_SIZE));
  const page = Math.min(pageNum, pages);
  const close = () => {
    setPageNum(1);
    onClose();
  };
  return (
    <DetailDialog {...dialog} title={`${node?.name ?? ''} · 环节详情`} onClose={close}>
      {data && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
            <Box sx={chipSx}>{data.chainName}</Box>
            <Box sx={chipSx}>{data.segment}</Box>
            <Box sx={{ ...chipSx, color: COLORS.warning }}>集聚企业 {data.companyCount} 家</Box>
            {countBy(companies, 'scale').map((s) => (
              <Box key={s.name} sx={{ ...chipSx, color: COLORS.accent }}>
                {s.name} {s.value}
              </Box>
            ))}
          </Box>
          <Box sx={{ mb: 2, lineHeight: 1.7 }}>{data.description}</Box>
          {companies.length === 0 ? (
            <Box sx={{ color: COLORS.muted }}>该环节暂无企业</Box>
          ) : (
            <PagedTable
              rows={companies.slice((page - 1) * COMPANY_PAGE_SIZE, page * COMPANY_PAGE_SIZE)}
              columns={columns}
              rowKey={(c) => c.id}
              pageNum={page}
              pages={pages}
              onPageChange={setPageNum}
            />
          )}
        </>
      )}
    </DetailDialog>
  );
}
