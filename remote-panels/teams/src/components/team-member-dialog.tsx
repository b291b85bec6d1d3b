import {
  DetailDialog,
  PagedTable,
  useDetailDialog,
  type TableColumn,
  type TeamDetail,
  type TeamMember,
} from '@cockpit/shared-sdk';
import { Box } from '@mui/material';

const columns: TableColumn<TeamMember>[] = [
  { key: 'name', title: '姓名', render: (m) => m.name },
  { key: 'role', title: '团队角色', render: (m) => m.role },
  { key: 'title', title: '职称', render: (m) => m.title },
  { key: 'education', title: '学历', render: (m) => m.education },
  { key: 'school', title: '毕业院校', render: (m) => m.school },
];

interface TeamMemberDialogProps {
  /** Which detail call to make; the key keeps the two teams' caches apart. */
  source: 'runningTeam' | 'zyjg';
  team: { id: number; teamName: string } | null;
  fetchDetail: (teamId: number, signal: AbortSignal) => Promise<TeamDetail>;
  onClose: () => void;
}

/** The member detail dialog of a team: its introduction and its members. */
export function TeamMemberDialog({ source, team, fetchDetail, onClose }: TeamMemberDialogProps) {
  const { data, ...dialog } = useDetailDialog(['team-members', source], team?.id, fetchDetail);
  return (
    <DetailDialog {...dialog} title={`${team?.teamName ?? ''} · 成员详情`} onClose={onClose}>
      {data && (
        <>
          <Box sx={{ mb: 2, lineHeight: 1.7 }}>{data.introduction}</Box>
          <PagedTable rows={data.members} columns={columns} rowKey={(m) => m.id} />
        </>
      )}
    </DetailDialog>
  );
}
