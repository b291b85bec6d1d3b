import { Box, Chip, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { RemoteBuilds } from '../../protocol/console-api';
import { useRemotes } from '../api/queries';
import { GridBox, QueryView } from '../layout/query-view';

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
    renderCell: ({ row, value }) => (
      <span title={value}>
        {row.walls.slice(0, WALLS_SHOWN).join('、')}
        {row.walls.length > WALLS_SHOWN && ` 等 ${row.walls.length} 个`}
      </span>
    ),
  },
];

/** 远程模块: per remote, which build each wall runs; a remote whose walls disagree is marked. */
export function RemotesPage() {
  const remotes = useRemotes();
  return (
    <>
      <Typography variant="h6" component="h1" sx={{ mb: 1.5 }}>
        远程模块
      </Typography>
      <QueryView query={remotes} what="远程模块" isEmpty={(data) => data.length === 0} empty="还没有墙面上报远程模块的版本">
        {(data) => (
          <>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              共 {data.length} 个远程模块，其中 {data.filter((remote) => remote.disagree).length} 个在各墙面上的版本不一致
            </Typography>
            <GridBox rows={buildRows(data).length} rowHeight={44} offsetPx={200}>
              <DataGrid
                rows={buildRows(data)}
                columns={COLUMNS}
                density="compact"
                rowHeight={44}
                disableRowSelectionOnClick
                initialState={{ sorting: { sortModel: [{ field: 'remote', sort: 'asc' }] }, pagination: { paginationModel: { pageSize: 100 } } }}
                pageSizeOptions={[25, 50, 100]}
                aria-label="远程模块版本"
              />
            </GridBox>
          </>
        )}
      </QueryView>
    </>
  );
}
