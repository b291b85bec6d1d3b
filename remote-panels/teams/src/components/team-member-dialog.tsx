import { DetailDialog, PagedTable, useDetailDialog, type TeamDetail, type TeamMember } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { fieldColumns } from './field-columns';

const columns = fieldColumns<TeamMember>([
  ['name', '姓名'],
  ['role', '团队角色'],
  ['title', '职称'],
  ['education', '学历'],
  ['school', '毕业院校'],
]);

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
