import {
  dayjs,
  getRunningTeamMembers,
  ScrollBoard,
  StatTile,
  type BoardColumn,
  type PanelViewProps,
  type RunningTeam,
} from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useState } from 'react';
import { TeamMemberDialog } from '../../components/team-member-dialog';
import type { RunningTeamsData } from './use-running-teams-data';

const columns: BoardColumn<RunningTeam>[] = [
  { key: 'teamName', title: '团队名称', flex: 2.1, render: (t) => t.teamName },
  { key: 'school', title: '依托高校', flex: 1.4, render: (t) => t.school },
  { key: 'memberCount', title: '人数', flex: 0.55, render: (t) => t.memberCount },
  { key: 'settledDate', title: '入驻', flex: 0.9, render: (t) => dayjs(t.settledDate).format('YY年M月') },
];

/** Headline counts of the running teams over an auto-scrolling team list; a row opens its members. */
export function RunningTeamsView({ data }: PanelViewProps<RunningTeamsData>) {
  const [team, setTeam] = useState<RunningTeam | null>(null);
  const { sum } = data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 }}>
        <StatTile compact label="在孵团队" value={sum.teamCount} unit="个" />
        <StatTile compact label="团队成员" value={sum.memberCount} unit="人" color="#2989ff" />
        <StatTile compact label="注册企业" value={sum.enterpriseCount} unit="家" color="#ffc53d" />
        <StatTile compact label="在研项目" value={sum.projectCount} unit="项" color="#73d13d" />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ScrollBoard
          rows={data.teams}
          columns={columns}
          rowKey={(t) => t.id}
          visibleRows={5}
          rowHeight={36}
          onRowClick={setTeam}
        />
      </Box>
      <TeamMemberDialog
        source="runningTeam"
        team={team}
        fetchDetail={getRunningTeamMembers}
        onClose={() => setTeam(null)}
      />
    </Box>
  );
}
