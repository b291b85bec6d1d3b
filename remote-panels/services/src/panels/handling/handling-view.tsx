import {
  dayjs,
  ScrollBoard,
  useFitPager,
  type BoardColumn,
  type HandleItem,
  type Page,
  type PanelViewProps,
  typeSize,
} from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { Figure } from '../../components/figure';
import { PageNote } from '../../components/page-note';
import { Tag } from '../../components/tag';
import { HANDLE_PAGE_SIZE, useHandlingPage } from './use-handling-data';

const columns: BoardColumn<HandleItem>[] = [
  {
    key: 'matterName',
    title: '办理事项',
    flex: 2.3,
    render: (h) => <span title={`${h.matterName} · ${h.applicant} · ${h.department}`}>{h.matterName}</span>,
  },
  { key: 'status', title: '状态', flex: 1.2, render: (h) => <Tag text={h.status} /> },
  { key: 'acceptDate', title: '受理', flex: 1, render: (h) => dayjs(h.acceptDate).format('MM-DD') },
];

/** The total of handled matters beside an auto-paging board of the latest ones with their status. */
export function HandlingView({ data }: PanelViewProps<Page<HandleItem>>) {
  const pager = useFitPager(data.total, HANDLE_PAGE_SIZE, 9_000);
  const page = useHandlingPage(pager.pageNum, 60_000, pager.pageSize);
  const rows = (pager.pageNum === 1 && pager.pageSize === HANDLE_PAGE_SIZE ? data : (page.data ?? data)).rows;
  return (
    <Box sx={{ display: 'flex', gap: 1.5, height: '100%' }}>
      <Box
        sx={{
          width: typeSize(96),
          flexShrink: 0,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-around',
        }}
      >
        <Figure label="累计办件" value={data.total} unit="件" />
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
          rowKey={(h) => h.id}
          visibleRows={HANDLE_PAGE_SIZE}
          rowHeight={30}
          onRowsFit={pager.onRowsFit}
        />
      </Box>
    </Box>
  );
}
