import {
  Alert,
  Button,
  Dialog,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { SourceInfo } from '../../protocol';
import { errorMessage } from '../api/client';
import { useCreateSheetSource, usePickSheet, useRestoreUpload, useUploadSheet } from '../api/source-kind-queries';
import { formatTime } from '../format';
import { CreateForm } from '../layout/create-form';
import { useSourceForm } from './source-form-state';

/** A spreadsheet source's file: upload a new one (it replaces the last), pick sheet, header row and range, go back to a kept upload. */
export function SheetSourcePanel({ source }: { source: SourceInfo }) {
  const sheet = source.sheet!;
  const upload = useUploadSheet();
  const pickSheet = usePickSheet();
  const restore = useRestoreUpload();
  const [pick, setPick] = useState({
    sheet: sheet.pick.sheet ?? '',
    headerRow: String(sheet.pick.headerRow),
    range: sheet.pick.range ?? '',
  });
  const failed = upload.error ?? pickSheet.error ?? restore.error;
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" component="label" disabled={upload.isPending} sx={{ textTransform: 'none' }}>
          {upload.isPending ? '正在上传…' : '上传 .xlsx 或 .csv'}
          <input
            hidden
            type="file"
            accept=".xlsx,.csv"
            aria-label={`上传表格 ${source.name}`}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload.mutate({ id: source.id, file });
              e.target.value = '';
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          上限 10 MB、10 万个单元格；公式取文件中保存的计算结果
        </Typography>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          pickSheet.mutate({
            source,
            pick: {
              ...(pick.sheet ? { sheet: pick.sheet } : {}),
              headerRow: Number(pick.headerRow),
              ...(pick.range ? { range: pick.range } : {}),
            },
          });
        }}
      >
        <TextField
          select
          size="small"
          label="工作表"
          value={pick.sheet}
          onChange={(e) => setPick({ ...pick, sheet: e.target.value })}
          sx={{ minWidth: 160 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">第一个工作表</MenuItem>
          {sheet.sheets.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="表头行"
          type="number"
          value={pick.headerRow}
          onChange={(e) => setPick({ ...pick, headerRow: e.target.value })}
          sx={{ width: 100 }}
        />
        <TextField
          size="small"
          label="范围"
          placeholder="A1:D20（空为整表）"
          slotProps={{ inputLabel: { shrink: true } }}
          value={pick.range}
          onChange={(e) => setPick({ ...pick, range: e.target.value })}
        />
        <Button type="submit" size="small" disabled={pickSheet.isPending}>
          应用
        </Button>
      </Stack>
      {failed && <Alert severity="error">{errorMessage(failed)}</Alert>}
      {sheet.uploads.length === 0 ? (
        <Typography variant="body2">还没有上传文件。</Typography>
      ) : (
        <List dense aria-label={`${source.name} 的上传记录`}>
          {sheet.uploads.map((u) => (
            <ListItem
              key={u.id}
              secondaryAction={
                u.inUse ? (
                  <Typography variant="body2" color="success.main">
                    使用中
                  </Typography>
                ) : (
                  <Button size="small" onClick={() => restore.mutate({ id: source.id, upload: u.id })}>
                    恢复
                  </Button>
                )
              }
            >
              <ListItemText
                primary={u.fileName}
                secondary={`${u.uploadedBy} 于 ${formatTime(u.uploadedAt)} 上传 · ${Math.ceil(u.size / 1024)} KB`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** 新建表格数据源: a name and how often walls look; the file is uploaded on the source's card. */
export function SheetSourceForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateSheetSource();
  const form = useSourceForm({ name: '', seconds: '60' }, create, onClose);
  const submit = () =>
    form.save({ name: form.f.name, intervalMs: Math.round(Number(form.f.seconds) * 1000), pick: { headerRow: 1 } });
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>新建表格数据源</DialogTitle>
      <CreateForm onSubmit={submit} onCancel={onClose} pending={create.isPending} problem={form.problem}>
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          {form.fields([
            ['name', '名称', { required: true, helperText: '字母、数字、- 和 _' }],
            ['seconds', '大屏刷新间隔（秒）', { type: 'number', helperText: '新上传的文件在一个间隔内到达每块大屏' }],
          ])}
        </Stack>
      </CreateForm>
    </Dialog>
  );
}
