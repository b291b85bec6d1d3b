import { Box, Button, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useMemo, useState, type KeyboardEvent } from 'react';
import type { PageLayout, PanelChoice } from '../../protocol/releases';
import { ApiError, errorMessage } from '../api/client';
import { useGroupCanvas } from '../api/canvas-queries';
import { useSaveLayout } from '../api/layout-queries';
import { useHasRole } from '../session/session-context';
import { layoutProblems, samePage } from './layout-checks';
import { fitToCanvas, pageCanvasOf } from './designer/canvas-fit';
import { CanvasNotes } from './designer/canvas-notes';
import { DesignCanvas } from './designer/design-canvas';
import { DesignerToolbar } from './designer/designer-toolbar';
import { EditorMessages } from './designer/editor-messages';
import { useRemainingHeight } from './designer/fit-canvas';
import { PageSource } from './designer/page-source';
import { PanelLibrary } from './designer/panel-library';
import { useDesigner } from './designer/use-designer';
import { VersionHistory } from './designer/version-history';
import { WholePagePreview } from './designer/whole-page-preview';
import { SlotInspector } from './slot-inspector';

interface LayoutEditorProps {
  group: string;
  page: string;
  /** The page as the server holds it. */
  saved: PageLayout;
  /** The saved layout's version (0: a daypart not taking the page over yet; undefined: a service without versions). */
  version: number | undefined;
  choices: PanelChoice[] | undefined;
  choicesError: string | null;
  /** A daypart's layout of the page (by name) instead of the page's own. */
  daypart?: string;
}

/** 面板库's dock on a wide screen: at most 45 % of the column (at least its heading and two panels), its list scrolling inside. */
const paletteDock = {
  flex: '0 0 auto',
  display: 'flex',
  minHeight: { lg: 190 },
  maxHeight: { lg: '45%' },
  '& > section': { display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 },
  '& > section > ul': { maxHeight: { xs: 360, lg: 'none' }, flex: '1 1 auto', minHeight: 0 },
} as const;

/** The server's refusal, with the field it names. */
function refusal(error: unknown): string {
  const field = error instanceof ApiError && error.field ? `（字段：${error.field}）` : '';
  return `保存被拒绝：${errorMessage(error)}${field}`;
}

/** Edits one page of a group's layout: the canvas, the selected slot's inspector, checks, 保存 and 撤销修改. */
export function LayoutEditor({ group, page, saved, version, choices, choicesError, daypart }: LayoutEditorProps) {
  const canEdit = useHasRole('operator');
  const ref = { group, page, daypart };
  const save = useSaveLayout(ref);
  const minSizes = useMemo(
    () => new Map((choices ?? []).flatMap((c) => (c.minSize ? [[c.id, c.minSize] as const] : []))),
    [choices],
  );
  const minSizeOf = (panel: string) => minSizes.get(panel);
  const designer = useDesigner(saved, minSizeOf);
  const { draft, selected } = designer;
  // The version this draft started from: a save sends it, and the server refuses it once another save came first.
  const [base, setBase] = useState(version);
  const [previewing, setPreviewing] = useState(false);
  const [snapping, setSnapping] = useState(true);
  const [sourceFailure, setSourceFailure] = useState<string | null>(null);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const [areaRef, areaHeight] = useRemainingHeight<HTMLDivElement>();
  const stale = base !== undefined && version !== undefined && base !== version;
  const known = useMemo(() => (choices ? new Set(choices.map((c) => c.id)) : undefined), [choices]);
  // An unknown panel the server's own version already shows only warns: a picker list that lacks it (an
  // index remote's headline, say) must not lock the page; the server checks every panel again on PUT.
  const [problems, warnings] = useMemo(() => {
    const shown = new Set(saved.slots.flatMap((s) => s.panels));
    const all = layoutProblems(draft, known, (panel) => minSizes.get(panel));
    return [all.filter((p) => !p.panel || !shown.has(p.panel)), all.filter((p) => p.panel && shown.has(p.panel))];
  }, [draft, known, saved, minSizes]);
  const dirty = !samePage(draft, saved);
  const slot = draft.slots.find((s) => s.id === selected);
  const groupCanvas = useGroupCanvas(group).data?.canvas;
  const target = useMemo(() => pageCanvasOf(groupCanvas), [groupCanvas]);

  const edit =
    <A extends unknown[]>(action: (...args: A) => unknown) =>
    (...args: A) => {
      save.reset();
      action(...args);
    };
  // Ctrl+Z / Ctrl+Shift+Z and Delete act on the canvas; inside a text field they stay the field's own.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!canEdit || (event.target as HTMLElement).closest('input, textarea, [role="combobox"]')) return;
    const key = event.key.toLowerCase();
    if ((event.ctrlKey || event.metaKey) && key === 'z') edit(event.shiftKey ? designer.redo : designer.undo)();
    else if ((event.ctrlKey || event.metaKey) && key === 'y') edit(designer.redo)();
    else if (event.key === 'Delete' && selected) edit(designer.remove)();
    else return;
    event.preventDefault();
  };
  const hint = !canEdit ? '仅操作员或管理员可以修改布局' : problems.length ? '请先修正右侧列出的问题' : '';
  const saveButton = (
    <Button
      variant="contained"
      disabled={!canEdit || !dirty || problems.length > 0 || save.isPending}
      onClick={() => save.mutate({ layout: draft, base }, { onSuccess: (reply) => setBase(reply.version) })}
    >
      {save.isPending ? '正在保存…' : '保存'}
    </Button>
  );

  const messages = {
    refusal: designer.refusal,
    saveError: save.isError ? refusal(save.error) : null,
    sourceFailure,
    saved:
      save.isSuccess && !dirty
        ? `已保存，分组 ${group} 的墙面将在下一次轮询时${daypart ? `于「${daypart}」时段内` : ''}显示新布局`
        : null,
    stale: stale ? `服务器上的当前版本是第 ${version} 版，你的修改基于第 ${base} 版：请载入当前版本后重新修改` : null,
    problems,
    warnings,
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} onKeyDown={onKeyDown}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {daypart ? `时段「${daypart}」 · ` : ''}
          {version ? `第 ${version} 版 · ` : ''}
          {draft.width}×{draft.height} · {draft.slots.length} 个槽位{dirty ? ' · 有未保存的修改' : ''}
        </Typography>
        <Button variant="outlined" onClick={() => setPreviewing(true)}>
          预览整页
        </Button>
        <Button
          variant="outlined"
          disabled={(!dirty && !stale) || save.isPending}
          onClick={edit(() => {
            designer.discard();
            setBase(version);
          })}
        >
          {stale ? '载入当前版本' : '放弃修改'}
        </Button>
        {hint ? (
          <Tooltip title={hint}>
            <span>{saveButton}</span>
          </Tooltip>
        ) : (
          saveButton
        )}
      </Box>
      {previewing && <WholePagePreview group={group} page={page} draft={draft} onClose={() => setPreviewing(false)} />}
      {/* On a wide screen the area fills the window to its bottom: the canvas fits in it, the side column scrolls on its own. */}
      <Box
        ref={areaRef}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 400px' }, gap: 2 }}
        style={wide ? { height: areaHeight } : undefined}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0, minHeight: 0 }}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <PageSource
              group={group}
              page={page}
              readOnly={!canEdit}
              onLoad={edit((layout: PageLayout) => designer.replace(fitToCanvas(layout, target)))}
              onFailure={setSourceFailure}
            />
            <DesignerToolbar
              readOnly={!canEdit}
              hasSelection={!!slot}
              canUndo={designer.canUndo}
              canRedo={designer.canRedo}
              snapping={snapping}
              onSnapping={setSnapping}
              onUndo={edit(designer.undo)}
              onRedo={edit(designer.redo)}
              onDuplicate={edit(designer.duplicate)}
              onRemove={edit(designer.remove)}
            />
          </Box>
          <DesignCanvas
            layout={draft}
            selected={selected}
            faulty={new Set(problems.flatMap((p) => p.slots))}
            readOnly={!canEdit}
            snapping={snapping}
            fitHeight={wide}
            onSelect={designer.select}
            onPlace={edit(designer.place)}
            onNudge={edit(designer.nudge)}
            onDropPanel={edit(designer.dropPanel)}
            seams={target.seams}
          />
          <CanvasNotes
            draft={draft}
            target={target}
            readOnly={!canEdit}
            onFit={edit(() => designer.replace(fitToCanvas(draft, target)))}
          />
          <Typography variant="body2" color="text.secondary">
            拖动槽位移动，拖动边角调整大小：吸附 10 像素网格和相邻槽位的边与中线（6 像素内），并显示对齐线；按住 Alt
            拖动或关闭“吸附”则不吸附。方向键移动 1 像素，Shift+方向键 50 像素，Ctrl+方向键调整大小
          </Typography>
        </Box>
        {/* The side column: messages, inspector and versions scroll on their own; 面板库 is docked under them, always in view. */}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, minHeight: 0 }}>
          <Box
            data-side-scroll
            sx={{
              display: 'flex',
              flexDirection: 'column',
              gap: 2,
              minHeight: 0,
              flex: '1 1 auto',
              overflowY: { lg: 'auto' },
            }}
          >
            <EditorMessages {...messages} />
            {slot ? (
              <SlotInspector
                key={slot.id}
                group={group}
                slot={slot}
                choices={choices}
                choicesError={choicesError}
                readOnly={!canEdit}
                onChange={edit(designer.updateSlot)}
              />
            ) : (
              <Typography color="text.secondary">点击画布中的槽位以编辑</Typography>
            )}
            <VersionHistory
              layout={ref}
              current={version}
              readOnly={!canEdit}
              onRestored={(layout, restored) => {
                save.reset();
                designer.load(layout);
                setBase(restored);
              }}
            />
          </Box>
          <Box data-palette-dock sx={paletteDock}>
            <PanelLibrary
              choices={choices}
              choicesError={choicesError}
              readOnly={!canEdit}
              onAdd={edit(designer.addPanel)}
            />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
