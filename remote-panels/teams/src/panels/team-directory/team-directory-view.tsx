import {
  getRunningTeamMembers,
  PagedTable,
  pagedTableProps,
  useFitPager,
  type Page,
  type PanelViewProps,
  type RunningTeam,
  type TableColumn,
} from '@cockpit/shared-sdk';
import { useState } from 'react';
import { fieldColumns } from '../../components/field-columns';
import { TeamMemberDialog } from '../../components/team-member-dialog';
import { DIRECTORY_PAGE_SIZE, useTeamDirectoryPage } from './use-team-directory-data';

const columns: TableColumn<RunningTeam>[] = [
  ...fieldColumns<RunningTeam>([
    ['teamName', '团队名称'],
    ['leader', '负责人'],
    ['school', '依托高校'],
  ]),
  { key: 'memberCount', title: '成员', align: 'right', render: (t) => t.memberCount },
];

/** The paged directory of running teams; pages advance by themselves and a row opens its members. */
export function TeamDirectoryView({ data }: PanelViewProps<Page<RunningTeam>>) {
  const pager = useFitPager(data.total, DIRECTORY_PAGE_SIZE);
  const page = useTeamDirectoryPage(pager.pageNum, 60_000, pager.pageSize);
  const [team, setTeam] = useState<RunningTeam | null>(null);
  const rows = (pager.pageNum === 1 && pager.pageSize === DIRECTORY_PAGE_SIZE ? data : (page.data ?? data)).rows;
  return (
    <>
      <PagedTable rows={rows} columns={columns} rowKey={(t) => t.id} {...pagedTableProps(pager)} onRowClick={setTeam} />
      <TeamMemberDialog
        source="runningTeam"
        team={team}
        fetchDetail={getRunningTeamMembers}
        onClose={() => setTeam(null)}
      />
    </>
  );
}
