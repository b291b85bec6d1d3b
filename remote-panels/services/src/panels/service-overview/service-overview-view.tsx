import {
  CHART_PALETTE,
  ScrollBoard,
  useFitPager,
  type BoardColumn,
  type PanelViewProps,
  type ServiceItem,
  typeSize,
} from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useState } from 'react';
import { Figure } from '../../components/figure';
import { PageNote } from '../../components/page-note';
import { ServiceDetailDialog } from './service-detail-dialog';
import { SERVICE_PAGE_SIZE, useServicePage, type ServiceOverviewData } from './use-service-overview-data';

const columns: BoardColumn<ServiceItem>[] = [
  { key: 'name', title: '服务名称', flex: 2.2, render: (s) => s.name },
  { key: 'type', title: '类型', flex: 1.3, render: (s) => s.type },
  { key: 'serveCount', title: '人次', flex: 0.9, render: (s) => s.serveCount.toLocaleString('zh-CN') },
];

/** Service counts beside an auto-paging board of the services; a row opens the service's detail. */
export function ServiceOverviewView({ data }: PanelViewProps<ServiceOverviewData>) {
  const pager = useFitPager(data.page.total, SERVICE_PAGE_SIZE, 9_000);
  const page = useServicePage(pager.pageNum, 60_000, pager.pageSize);
  const [service, setService] = useState<ServiceItem | null>(null);
  const rows = (pager.pageNum === 1 && pager.pageSize === SERVICE_PAGE_SIZE ? data.page : (page.data ?? data.page))
    .rows;
  return (
    <Box sx={{ display: 'flex', gap: 1.5, height: '100%' }}>
      <Box
        sx={{
          width: typeSize(104),
          flexShrink: 0,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
        }}
      >
        <Figure label="服务事项" value={data.total} unit="项" />
        <Figure label="服务人次" value={data.serveTotal} unit="" color={CHART_PALETTE[2]} />
        <PageNote pageNum={pager.pageNum} pages={pager.pages} />
      </Box>
      <Box
        sx={{ flex: 1, minWidth: 0 }}
        onMouseEnter={() => pager.setPaused(true)}
        onMouseLeave={() => pager.setPaused(false)}
      >
        <ScrollBoard
          rows={rows}
          columns={columns}
          rowKey={(s) => s.id}
          visibleRows={SERVICE_PAGE_SIZE}
          rowHeight={30}
          onRowsFit={pager.onRowsFit}
          onRowClick={setService}
        />
      </Box>
      <ServiceDetailDialog service={service} onClose={() => setService(null)} />
    </Box>
  );
}
