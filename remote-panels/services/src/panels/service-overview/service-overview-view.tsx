import { CHART_PALETTE, type PanelViewProps, type ServiceItem } from '@cockpit/shared-sdk';
import { useState } from 'react';
import { Figure } from '../../components/figure';
import { FiguresBesideBoard, type PagedBoard } from '../../components/figures-beside-board';
import { ServiceDetailDialog } from './service-detail-dialog';
import { SERVICE_PAGE_SIZE, useServicePage, type ServiceOverviewData } from './use-service-overview-data';

const board: PagedBoard<ServiceItem> = {
  columns: [
    { key: 'name', title: '服务名称', flex: 2.2, render: (s) => s.name },
    { key: 'type', title: '类型', flex: 1.3, render: (s) => s.type },
    { key: 'serveCount', title: '人次', flex: 0.9, render: (s) => s.serveCount.toLocaleString('zh-CN') },
  ],
  pageSize: SERVICE_PAGE_SIZE,
  usePage: useServicePage,
};

/** Service counts beside an auto-paging board of the services; a row opens the service's detail. */
export function ServiceOverviewView({ data }: PanelViewProps<ServiceOverviewData>) {
  const [service, setService] = useState<ServiceItem | null>(null);
  return (
    <>
      <FiguresBesideBoard board={board} first={data.page} width={104} justify="space-between" onRowClick={setService}>
        <Figure label="服务事项" value={data.total} unit="项" />
        <Figure label="服务人次" value={data.serveTotal} unit="" color={CHART_PALETTE[2]} />
      </FiguresBesideBoard>
      <ServiceDetailDialog service={service} onClose={() => setService(null)} />
    </>
  );
}
