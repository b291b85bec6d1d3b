import { getInstitutionMembers, PagedTable, StatTile, useAutoPager, type InstitutionTeam, type PanelViewProps, type TableColumn } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useState } from 'react';
import { TeamMemberDialog } from '../../components/team-member-dialog';
import { INSTITUTION_PAGE_SIZE, useInstitutionsPage, type InstitutionsData } from './use-institutions-data';

const columns: TableColumn<InstitutionTeam>[] = [
  { key: 'teamName', title: '服务团队', render: (t) => t.teamName },
  { key: 'institution', title: '所属机构', render: (t) => t.institution },
  { key: 'category', title: '类别', render: (t) => t.category },
  { key: 'memberCount', title: '成员', align: 'right', render: (t) => t.memberCount },
  { key: 'serviceCount', title: '服务次数', align: 'right', render: (t) => t.serviceCount },
];

/** Professional institutions: headline counts and a paged table of their teams. */
export function InstitutionsView({ data }: PanelViewProps<InstitutionsData>) {
  const pager = useAutoPager(data.page.total, INSTITUTION_PAGE_SIZE);
  const page = useInstitutionsPage(pager.pageNum, 60_000);
  const [team, setTeam] = useState<InstitutionTeam | null>(null);
  const shown = pager.pageNum === 1 ? data : (page.data ?? data);
  const { sum } = data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 }}>
        <StatTile label="专业机构" value={sum.institutionCount} unit="家" />
        <StatTile label="服务团队" value={sum.teamCount} unit="个" color="#2989ff" />
        <StatTile label="专业人员" value={sum.memberCount} unit="人" color="#ffc53d" />
        <StatTile label="累计服务" value={sum.serviceCount} unit="次" color="#73d13d" />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <PagedTable rows={shown.page.rows} columns={columns} rowKey={(t) => t.id} pageNum={pager.pageNum} pages={pager.pages} onPageChange={pager.setPageNum} onHoverChange={pager.setPaused} onRowClick={setTeam} />
      </Box>
      <TeamMemberDialog source="zyjg" team={team} fetchDetail={getInstitutionMembers} onClose={() => setTeam(null)} />
    </Box>
  );
}
