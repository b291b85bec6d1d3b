import { Typography } from '@mui/material';
import { DataGrid } from '@mui/x-data-grid';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { WallSummary } from '../../protocol/console-api';
import { useWalls } from '../api/queries';
import { GridBox, QueryView, ViewNotice } from '../layout/query-view';
import { WALL_COLUMNS } from './walls-columns';
import { matchesFilter, WallsFilter, type WallStateFilter } from './walls-filter';

const STATES: WallStateFilter[] = ['all', 'online', 'offline', 'errors'];

function WallsTable({ walls }: { walls: WallSummary[] }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const group = params.get('group') ?? '';
  const requested = params.get('state') as WallStateFilter | null;
  const state = requested && STATES.includes(requested) ? requested : 'all';
  const rows = walls.filter((wall) => matchesFilter(wall, group, state));
  const setFilter = (nextGroup: string, nextState: WallStateFilter) => {
    const next = new URLSearchParams();
    if (nextGroup) next.set('group', nextGroup);
    if (nextState !== 'all') next.set('state', nextState);
    setParams(next, { replace: true });
  };

  return (
    <>
      <WallsFilter walls={walls} group={group} state={state} shown={rows.length} onChange={setFilter} />
      {rows.length === 0 ? (
        <ViewNotice>没有符合筛选条件的墙面</ViewNotice>
      ) : (
        <GridBox rows={rows.length} rowHeight={44} offsetPx={190}>
          <DataGrid
            rows={rows}
            columns={WALL_COLUMNS}
            getRowId={(wall) => wall.wallId}
            density="compact"
            rowHeight={44}
            disableRowSelectionOnClick
            onRowClick={({ row }) => navigate(`/walls/${encodeURIComponent(row.wallId)}`)}
            initialState={{ sorting: { sortModel: [{ field: 'wallId', sort: 'asc' }] }, pagination: { paginationModel: { pageSize: 100 } } }}
            pageSizeOptions={[25, 50, 100]}
            sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
            aria-label="墙面列表"
          />
        </GridBox>
      )}
    </>
  );
}

/** 墙面: one row per wall, live; a click opens the wall. */
export function WallsPage() {
  const walls = useWalls();
  return (
    <>
      <Typography variant="h6" component="h1" sx={{ mb: 1.5 }}>
        墙面
      </Typography>
      <QueryView query={walls} what="墙面列表" isEmpty={(data) => data.length === 0} empty="还没有墙面上报过心跳。在墙面的 config.json 中配置 fleetUrl 与墙面密钥后，它会出现在这里。">
        {(data) => <WallsTable walls={data} />}
      </QueryView>
    </>
  );
}
