import { Alert, Box, Button, Tooltip, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import type { PageLayout, PanelChoice } from '../../protocol/releases';
import { ApiError, errorMessage } from '../api/client';
import { useSaveLayout } from '../api/release-queries';
import { useHasRole } from '../session/session-context';
import { layoutProblems, type SlotSpec } from './layout-checks';
import { PageCanvas } from './page-canvas';
import { SlotInspector } from './slot-inspector';

interface LayoutEditorProps {
  group: string;
  page: string;
  /** The page as the server holds it. */
  saved: PageLayout;
  choices: PanelChoice[] | undefined;
  choicesError: string | null;
}

/** The server's refusal, with the field it names. */
function refusal(error: unknown): string {
  const field = error instanceof ApiError && error.field ? `（字段：${error.field}）` : '';
  return `保存被拒绝：${errorMessage(error)}${field}`;
}

/** Edits one page of a group's layout: the canvas, the selected slot's inspector, checks, 保存 and 撤销修改. */
export function LayoutEditor({ group, page, saved, choices, choicesError }: LayoutEditorProps) {
  const canEdit = useHasRole('operator');
  const save = useSaveLayout(group, page);
  const [draft, setDraft] = useState<PageLayout>(saved);
  const [selected, setSelected] = useState<string | null>(saved.slots[0]?.id ?? null);
  const known = useMemo(() => (choices ? new Set(choices.map((c) => c.id)) : undefined), [choices]);
  // An unknown panel the server's own version already shows only warns: a picker list that lacks it (an
  // index remote's headline, say) must not lock the page; the server checks every panel again on PUT.
  const [problems, warnings] = useMemo(() => {
    const shown = new Set(saved.slots.flatMap((s) => s.panels));
    const all = layoutProblems(draft, known);
    return [all.filter((p) => !p.panel || !shown.has(p.panel)), all.filter((p) => p.panel && shown.has(p.panel))];
  }, [draft, known, saved]);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const slot = draft.slots.find((s) => s.id === selected);

  const updateSlot = (next: SlotSpec) => {
    save.reset();
    setDraft((d) => ({ ...d, slots: d.slots.map((s) => (s.id === next.id ? next : s)) }));
  };
  const undo = () => {
    save.reset();
    setDraft(saved);
  };
  const hint = !canEdit ? '仅操作员或管理员可以修改布局' : problems.length ? '请先修正下方列出的问题' : '';
  const saveButton = (
    <Button variant="contained" disabled={!canEdit || !dirty || problems.length > 0 || save.isPending} onClick={() => save.mutate(draft)}>
      {save.isPending ? '正在保存…' : '保存'}
    </Button>
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {draft.width}×{draft.height} · {draft.slots.length} 个槽位{dirty ? ' · 有未保存的修改' : ''}
        </Typography>
        <Button variant="outlined" disabled={!dirty || save.isPending} onClick={undo}>撤销修改</Button>
        {hint ? <Tooltip title={hint}><span>{saveButton}</span></Tooltip> : saveButton}
      </Box>
      {problems.length > 0 && (
        <Alert severity="error" role="alert">
          布局有问题，不能保存：
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {problems.map((problem, index) => <li key={index}>{problem.message}</li>)}
          </Box>
        </Alert>
      )}
      {warnings.length > 0 && (
        <Alert severity="warning">
          {warnings.map((problem) => problem.message).join('；')}（墙面当前已在显示，保存时由服务再次检查）
        </Alert>
      )}
      {save.isError && <Alert severity="error">{refusal(save.error)}</Alert>}
      {save.isSuccess && !dirty && <Alert severity="success">已保存，分组 {group} 的墙面将在下一次轮询时显示新布局</Alert>}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 420px' }, gap: 2, alignItems: 'start' }}>
        <PageCanvas layout={draft} selected={selected} faulty={new Set(problems.flatMap((p) => p.slots))} onSelect={setSelected} />
        {slot ? (
          <SlotInspector key={slot.id} group={group} slot={slot} choices={choices} choicesError={choicesError} readOnly={!canEdit} onChange={updateSlot} />
        ) : (
          <Typography color="text.secondary">点击画布中的槽位以编辑</Typography>
        )}
      </Box>
    </Box>
  );
}
