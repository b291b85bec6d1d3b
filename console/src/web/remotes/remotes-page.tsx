import { Box, Chip, Typography } from '@mui/material';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import type { RemoteBuilds } from '../../protocol/console-api';
import { useRemotes } from '../api/queries';
import { ListPage } from '../layout/list-page';

/** One build of one remote and the walls that run it. */
interface BuildRow {
  id: string;
  remote: string;
  disagree: boolean;
  build: string;
  walls: string[];
}

/** How many wall ids a cell names before it says "等 N 个". */
const WALLS_SHOWN = 12;

function buildRows(remotes: RemoteBuilds[]): BuildRow[] {
  return remotes.flatMap(({ remote, builds, disagree }) =>
    Object.entries(builds)
      .sort(([, a], [, b]) => b.length - a.length)
      .map(([build, walls]) => ({ id: `${remote} ${build}`, remote, disagree, build, walls: [...walls].sort() })),
  );
}

const COLUMNS: GridColDef<BuildRow>[] = [
  {
    field: 'remote',
    headerName: '远程模块',
    minWidth: 200,
    flex: 0.8,
    renderCell: ({ row }) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <span>{row.remote}</span>
        {row.disagree && <Chip size="small" color="warning" label="版本不一致" />}
      </Box>
    ),
  },
  { field: 'build', headerName: '版本', minWidth: 240, flex: 1.2 },
  { field: 'count', headerName: '墙面数', type: 'number', width: 90, valueGetter: (_value, row) => row.walls.length },
  {
    field: 'walls',
    headerName: '运行该版本的墙面',
    minWidth: 300,
    flex: 2,
    sortable: false,
    valueGetter: (_value, row) => row.walls.join('、'),
    renderCell: ({ row, value }: GridRenderCellParams<BuildRow, string>) => (
      <span title={value}>
        {row.walls.slice(0, WALLS_SHOWN).join('、')}
        {row.walls.length > WALLS_SHOWN && ` 等 ${row.walls.length} 个`}
      </span>
    ),
  },
];

/** 远程模块: per remote, which build each wall runs; a remote whose walls disagree is marked. */
export function RemotesPage() {
  return (
    <ListPage
      title="远程模块"
      label="远程模块版本"
      query={useRemotes()}
      toRows={buildRows}
      columns={COLUMNS}
      rowHeight={44}
      sort={{ field: 'remote', sort: 'asc' }}
      empty="还没有墙面上报远程模块的版本。在「版本发布」中把版本发布到分组后，墙面会在心跳中上报它们。"
      intro={(data) => (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          共 {data.length} 个远程模块，其中 {data.filter((remote) => remote.disagree).length} 个在各墙面上的版本不一致
        </Typography>
      )}
    />
  );
}
