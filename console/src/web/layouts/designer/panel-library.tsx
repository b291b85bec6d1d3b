import { Box, Button, List, ListItem, Paper, Typography } from '@mui/material';
import type { PanelChoice } from '../../../protocol/releases';

/** The drag data type of a panel dragged from the library onto the canvas. */
export const PANEL_DRAG_TYPE = 'application/x-cockpit-panel';

interface PanelLibraryProps {
  choices: PanelChoice[] | undefined;
  choicesError: string | null;
  readOnly: boolean;
  /** Adds the panel in the first free place (the keyboard's way of dropping it). */
  onAdd: (panel: string) => void;
}

/** 面板库: every panel the group's remotes expose; drag one onto the canvas to add a slot there, or press 添加. */
export function PanelLibrary({ choices, choicesError, readOnly, onAdd }: PanelLibraryProps) {
  return (
    <Paper variant="outlined" component="section" aria-label="面板库" sx={{ p: 1.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        面板库
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        把面板拖到画布上的空白处以添加槽位
      </Typography>
      {choicesError && (
        <Typography color="error.main" variant="body2">
          面板列表加载失败：{choicesError}
        </Typography>
      )}
      {!choices && !choicesError && (
        <Typography variant="body2" color="text.secondary">
          正在加载面板…
        </Typography>
      )}
      <List dense aria-label="可添加的面板" sx={{ maxHeight: 360, overflowY: 'auto' }}>
        {choices?.map((choice) => (
          <ListItem
            key={choice.id}
            draggable={!readOnly}
            data-panel={choice.id}
            onDragStart={(event) => {
              event.dataTransfer.setData(PANEL_DRAG_TYPE, choice.id);
              event.dataTransfer.effectAllowed = 'copy';
            }}
            sx={{
              gap: 1,
              cursor: readOnly ? 'default' : 'grab',
              border: '1px solid',
              borderColor: 'divider',
              borderRadius: 1,
              mb: 0.5,
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography noWrap variant="body2">
                {choice.title ?? choice.id}
              </Typography>
              <Typography noWrap variant="caption" color="text.secondary" component="div">
                {[
                  choice.title && choice.id,
                  choice.minSize ? `最小 ${choice.minSize.width}×${choice.minSize.height}` : '未声明最小尺寸',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
            <Button
              size="small"
              variant="outlined"
              disabled={readOnly}
              aria-label={`添加 ${choice.id}`}
              onClick={() => onAdd(choice.id)}
            >
              添加
            </Button>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
