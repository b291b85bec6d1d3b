import { dayjs, type HandleItem, type Page, type PanelViewProps } from '@cockpit/shared-sdk';
import { Figure } from '../../components/figure';
import { FiguresBesideBoard, type PagedBoard } from '../../components/figures-beside-board';
import { Tag } from '../../components/tag';
import { HANDLE_PAGE_SIZE, useHandlingPage } from './use-handling-data';

const board: PagedBoard<HandleItem> = {
  columns: [
    {
      key: 'matterName',
      title: '办理事项',
      flex: 2.3,
      render: (h) => <span title={`${h.matterName} · ${h.applicant} · ${h.department}`}>{h.matterName}</span>,
    },
    { key: 'status', title: '状态', flex: 1.2, render: (h) => <Tag text={h.status} /> },
    { key: 'acceptDate', title: '受理', flex: 1, render: (h) => dayjs(h.acceptDate).format('MM-DD') },
  ],
  pageSize: HANDLE_PAGE_SIZE,
  usePage: useHandlingPage,
};

/** The total of handled matters beside an auto-paging board of the latest ones with their status. */
export function HandlingView({ data }: PanelViewProps<Page<HandleItem>>) {
  return (
    <FiguresBesideBoard board={board} first={data} width={96} justify="space-around">
      <Figure label="累计办件" value={data.total} unit="件" />
    </FiguresBesideBoard>
  );
}
