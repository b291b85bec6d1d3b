import {
  AnimatedCounter,
  COLORS,
  getInstitutionMembers,
  ScrollBoard,
  type BoardColumn,
  type InstitutionTeam,
  type PanelViewProps,
  typeSize,
} from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useState } from 'react';
import { TeamMemberDialog } from '../../components/team-member-dialog';
import type { InstitutionsData } from './use-institutions-data';

const columns: BoardColumn<InstitutionTeam>[] = [
  { key: 'teamName', title: '服务团队', flex: 1.6, render: (t) => t.teamName },
  { key: 'institution', title: '所属机构', flex: 1.8, render: (t) => t.institution },
  { key: 'serviceCount', title: '服务', flex: 0.7, render: (t) => `${t.serviceCount}次` },
];

function Figure({ value, unit, label }: { value: number; unit: string; label: string }) {
  return (
    <Box data-stat={label} sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5, whiteSpace: 'nowrap' }}>
      <Box sx={{ fontSize: typeSize(15), color: COLORS.muted }}>{label}</Box>
      <Box sx={{ fontSize: typeSize(24), fontWeight: 700, color: COLORS.accent }}>
        <AnimatedCounter value={value} />
      </Box>
      <Box sx={{ fontSize: typeSize(14), color: COLORS.muted }}>{unit}</Box>
    </Box>
  );
}

/** Professional institutions: one line of counts over their teams, scrolling; a row opens its members. */
export function InstitutionsView({ data }: PanelViewProps<InstitutionsData>) {
  const [team, setTeam] = useState<InstitutionTeam | null>(null);
  const { sum } = data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, height: '100%' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Figure label="机构" value={sum.institutionCount} unit="家" />
        <Figure label="团队" value={sum.teamCount} unit="个" />
        <Figure label="人员" value={sum.memberCount} unit="人" />
        <Figure label="服务" value={sum.serviceCount} unit="次" />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ScrollBoard
          rows={data.page.rows}
          columns={columns}
          rowKey={(t) => t.id}
          visibleRows={2}
          rowHeight={30}
          intervalMs={3000}
          onRowClick={setTeam}
        />
      </Box>
      <TeamMemberDialog source="zyjg" team={team} fetchDetail={getInstitutionMembers} onClose={() => setTeam(null)} />
    </Box>
  );
}
