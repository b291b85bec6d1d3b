import { Box, Button, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { GeoMapSummary } from '../../protocol/maps';
import { useDeleteMap, useGeoMaps } from '../api/map-queries';
import { formatTime } from '../format';
import { ConfirmDialog, useConfirm } from '../layout/confirm-dialog';
import { ListPage } from '../layout/list-page';
import { useHasRole } from '../session/session-context';
import { MapUpload } from './map-upload';

/** 地图: the institution's own maps for the map widget; administrators upload and delete them. */
export function MapsPage() {
  const maps = useGeoMaps();
  const admin = useHasRole('admin');
  const deleting = useConfirm(useDeleteMap(), (m: GeoMapSummary) => m.id);
  const columns: GridColDef<GeoMapSummary>[] = [
    { field: 'name', headerName: '名称', flex: 1, minWidth: 140 },
    {
      field: 'regions',
      headerName: '区域',
      flex: 2,
      minWidth: 200,
      sortable: false,
      valueGetter: (regions: string[]) => `${regions.length} 个：${regions.join('、')}`,
    },
    {
      field: 'verticesAfter',
      headerName: '顶点（原始 → 大屏）',
      width: 170,
      valueGetter: (_v, row) => `${row.verticesBefore} → ${row.verticesAfter}`,
    },
    {
      field: 'bytesAfter',
      headerName: '大小（原始 → 大屏）',
      width: 170,
      valueGetter: (_v, row) => `${(row.bytesBefore / 1024).toFixed(0)} KB → ${(row.bytesAfter / 1024).toFixed(0)} KB`,
    },
    { field: 'updatedBy', headerName: '上传人', width: 120 },
    { field: 'updatedAt', headerName: '上传时间', width: 170, valueFormatter: (at: number) => formatTime(at) },
    ...(admin
      ? [
          {
            field: 'actions',
            headerName: '',
            width: 90,
            sortable: false,
            renderCell: ({ row }: { row: GeoMapSummary }) => (
              <Button size="small" color="error" aria-label={`删除 ${row.name}`} onClick={() => deleting.ask(row)}>
                删除
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Stack spacing={2}>
      {admin && <MapUpload />}
      <Box>
        <ListPage
          title="地图"
          query={maps}
          columns={columns}
          offsetPx={admin ? 400 : 170}
          sort={{ field: 'name', sort: 'asc' }}
          empty={
            admin
              ? '还没有地图。在上方上传本单位的 GeoJSON 边界（片区、园区、校区）。产品不附带任何地图数据。'
              : '还没有地图。请管理员上传本单位的 GeoJSON 边界。'
          }
        >
          <ConfirmDialog {...deleting.dialog} title="删除地图">
            确定删除地图「{deleting.dialog.target?.name}
            」吗？用它的地图组件在大屏上会显示“没有这个地图”，直到改选其他地图。
          </ConfirmDialog>
        </ListPage>
      </Box>
    </Stack>
  );
}
