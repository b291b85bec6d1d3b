import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { SourceInfo } from '../../protocol/sources';
import { errorMessage } from '../api/client';
import { useMappingTrial, useSaveMapping } from '../api/source-queries';

/** Waits until the operator pauses typing before asking the service (one try-out per pause, not per key). */
function useSettled(value: string, ms = 400): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const shown = (value: unknown) => {
  const text = JSON.stringify(value, null, 2) ?? '';
  return text.length > 20_000 ? `${text.slice(0, 20_000)}\n…（已截断）` : text;
};

/** 映射: a JSONata expression tried on the source's last answer as it is typed (raw answer beside the result), then saved by name. */
export function MappingEditor({ sources }: { sources: SourceInfo[] }) {
  const [sourceId, setSourceId] = useState<number | ''>('');
  const [name, setName] = useState('');
  const [expression, setExpression] = useState('data');
  const trial = useMappingTrial(sourceId === '' ? undefined : sourceId, useSettled(expression));
  const save = useSaveMapping();
  const pick = (id: number, mapping?: { name: string; expression: string }) => {
    setSourceId(id);
    if (mapping) {
      setName(mapping.name);
      setExpression(mapping.expression);
    }
  };
  const source = sources.find((s) => s.id === sourceId);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6">映射（JSONata）</Typography>
        <Stack direction="row" spacing={1} sx={{ my: 1 }}>
          <TextField
            select
            size="small"
            label="数据源"
            value={sourceId}
            onChange={(e) => pick(Number(e.target.value))}
            sx={{ minWidth: 180 }}
          >
            {sources.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="已有映射"
            value=""
            onChange={(e) =>
              source &&
              pick(
                source.id,
                source.mappings.find((m) => m.name === e.target.value),
              )
            }
            sx={{ minWidth: 160 }}
            disabled={!source?.mappings.length}
          >
            {(source?.mappings ?? []).map((m) => (
              <MenuItem key={m.name} value={m.name}>
                {m.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" label="映射名" value={name} onChange={(e) => setName(e.target.value)} />
          <Button
            variant="contained"
            disabled={!source || !name || save.isPending}
            onClick={() => source && save.mutate({ id: source.id, name, expression })}
          >
            保存映射
          </Button>
        </Stack>
        <TextField
          label="表达式"
          value={expression}
          onChange={(e) => setExpression(e.target.value)}
          fullWidth
          multiline
          minRows={2}
          slotProps={{ htmlInput: { spellCheck: false, 'aria-label': '映射表达式' } }}
        />
        {save.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            保存映射失败：{errorMessage(save.error)}
          </Alert>
        )}
        {save.isSuccess && (
          <Alert severity="success" sx={{ mt: 1 }}>
            已保存映射 {name}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mt: 1 }}>
          <Box>
            <Typography variant="subtitle2">原始回答</Typography>
            <Box
              component="pre"
              data-testid="source-raw"
              sx={{ maxHeight: 320, overflow: 'auto', bgcolor: 'action.hover', p: 1, m: 0, fontSize: 12 }}
            >
              {trial.data?.raw === undefined ? '' : shown(trial.data.raw)}
            </Box>
          </Box>
          <Box>
            <Typography variant="subtitle2">映射结果</Typography>
            {(trial.data?.error ?? trial.error?.message) && (
              <Alert severity="warning" data-testid="mapping-error">
                {trial.data?.error ?? trial.error?.message}
              </Alert>
            )}
            <Box
              component="pre"
              data-testid="mapping-result"
              sx={{ maxHeight: 320, overflow: 'auto', bgcolor: 'action.hover', p: 1, m: 0, fontSize: 12 }}
            >
              {trial.data && 'result' in trial.data ? shown(trial.data.result) : ''}
            </Box>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
