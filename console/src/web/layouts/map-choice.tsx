import { unmatchedNames } from '@cockpit/shared-sdk/layout-schema';
import { MenuItem, TextField, Typography } from '@mui/material';
import { errorMessage } from '../api/client';
import { useGeoMap, useGeoMaps } from '../api/map-queries';

/** The names of a mapped `[{name|label, value}]` (anything else names nothing: the widget's own check says why). */
const namesOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap((row) => {
        const n =
          (row as { name?: unknown; label?: unknown } | null)?.label ?? (row as { name?: unknown } | null)?.name;
        return n === undefined || n === null ? [] : [typeof n === 'string' ? n : JSON.stringify(n)];
      })
    : [];

/** 地图: which uploaded map a map widget draws. */
export function MapSelect({
  value,
  readOnly,
  onChange,
}: {
  value: number | undefined;
  readOnly: boolean;
  onChange: (id: number) => void;
}) {
  const maps = useGeoMaps();
  const known = maps.data?.some((m) => m.id === value);
  return (
    <TextField
      select
      size="small"
      label="地图"
      value={known ? value : ''}
      // A whole row of the options' grid: a map's name and its number of regions are read in full.
      sx={{ gridColumn: '1 / -1' }}
      slotProps={{ input: { readOnly } }}
      onChange={(e) => onChange(Number(e.target.value))}
      helperText={
        maps.error
          ? `地图读取失败：${errorMessage(maps.error)}`
          : maps.data?.length === 0
            ? '还没有地图：请管理员在「地图」页上传'
            : undefined
      }
    >
      {(maps.data ?? []).map((m) => (
        <MenuItem key={m.id} value={m.id}>
          {m.name}（{m.regions.length} 个区域）
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The names in the mapped value that no region of the chosen map bears: said, never silently dropped. */
export function UnmatchedRegions({ map, value }: { map: number | undefined; value: unknown }) {
  const chosen = useGeoMap(map);
  if (!chosen.data) return null;
  const unmatched = unmatchedNames(namesOf(value), chosen.data.regions);
  if (!unmatched.length) return null;
  return (
    <Typography color="warning.main" variant="body2" data-unmatched-regions>
      未匹配的区域：{unmatched.join('、')}（地图「{chosen.data.name}」没有这些区域，大屏上不会着色）
    </Typography>
  );
}
