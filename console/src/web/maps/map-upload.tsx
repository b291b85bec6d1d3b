import { GEO_MAP_MAX_BYTES } from '../../protocol/maps';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import { useUploadMap } from '../api/map-queries';

/**
 * 上传地图: a GeoJSON file under a name (a new file under a used name replaces that map), with the property that
 * names its regions when it is not one of the usual ones. A file past 5 MB is refused here before it is sent.
 */
export function MapUpload() {
  const upload = useUploadMap();
  const [name, setName] = useState('');
  const [nameProperty, setNameProperty] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const tooLarge = !!file && file.size > GEO_MAP_MAX_BYTES;
  const send = async () => {
    if (!file || tooLarge) return;
    upload.mutate({ name: name.trim(), nameProperty: nameProperty.trim(), text: await file.text() });
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          上传地图
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          GeoJSON 要素集合（FeatureCollection），每个要素是 Polygon 或 MultiPolygon，并有名称属性；文件至多 5
          MB，坐标为经纬度。服务会为大屏简化边界。同名上传会替换原地图。
        </Typography>
        <Box
          component="form"
          sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <TextField size="small" label="地图名称" value={name} onChange={(e) => setName(e.target.value)} required />
          <TextField
            size="small"
            label="名称属性（可不填）"
            helperText="不填时依次尝试 name、名称、NAME"
            value={nameProperty}
            onChange={(e) => setNameProperty(e.target.value)}
          />
          <Button component="label" variant="outlined">
            选择 GeoJSON 文件
            <input
              hidden
              type="file"
              accept=".geojson,.json,application/geo+json,application/json"
              aria-label="GeoJSON 文件"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Button>
          {file && (
            <Typography variant="body2">
              {file.name}（{(file.size / 1024).toFixed(0)} KB）
            </Typography>
          )}
          <Button type="submit" variant="contained" disabled={!name.trim() || !file || tooLarge || upload.isPending}>
            上传
          </Button>
        </Box>
        {tooLarge && (
          <Alert severity="error" sx={{ mt: 1 }}>
            文件太大：{(file.size / 1024 / 1024).toFixed(1)} MB，至多 5 MB。
          </Alert>
        )}
        {upload.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            上传失败：{errorMessage(upload.error)}
          </Alert>
        )}
        {upload.isSuccess && (
          <Alert severity="success" sx={{ mt: 1 }} data-upload-result>
            已上传「{upload.data.name}」：{upload.data.regions.length} 个区域，顶点 {upload.data.verticesBefore} →{' '}
            {upload.data.verticesAfter}， 大小 {(upload.data.bytesBefore / 1024).toFixed(0)} KB →{' '}
            {(upload.data.bytesAfter / 1024).toFixed(0)} KB。
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
