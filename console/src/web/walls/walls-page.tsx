import { Box, Button, Typography } from '@mui/material';
import type { GridRowParams } from '@mui/x-data-grid';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useWalls } from '../api/queries';
import type { ListedWall } from '../api/wall-management-queries';
import { AddWallDialog } from './add-wall-dialog';
import { ListGrid } from '../layout/list-page';
import { QueryView, ViewNotice } from '../layout/query-view';
import { WALL_COLUMNS } from './walls-columns';
import { matchesFilter, WallsFilter, type WallStateFilter } from './walls-filter';

const STATES: WallStateFilter[] = ['all', 'online', 'offline', 'errors'];

function WallsTable({ walls }: { walls: ListedWall[] }) {
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
        <ListGrid
          rows={rows}
          columns={WALL_COLUMNS}
          getRowId={(wall) => wall.wallId}
          rowHeight={44}
          offsetPx={190}
          label="墙面列表"
          sort={{ field: 'name', sort: 'asc' }}
          onRowClick={({ row }: GridRowParams<ListedWall>) => void navigate(`/walls/${encodeURIComponent(row.wallId)}`)}
          sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      )}
    </>
  );
}

/** 墙面: one row per wall (its name and where it hangs), live; a click opens the wall; 添加墙面 claims a wall's pairing code. */
export function WallsPage() {
  const walls = useWalls();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          墙面
        </Typography>
        <Button variant="contained" onClick={() => setAdding(true)}>
          添加墙面
        </Button>
      </Box>
      <QueryView
        query={walls}
        what="墙面列表"
        isEmpty={(data) => data.length === 0}
        empty="还没有墙面。打开大屏页面，它会在页眉右上角显示配对码；点“添加墙面”输入这个配对码即可。"
      >
        {(data) => <WallsTable walls={data} />}
      </QueryView>
      <AddWallDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
