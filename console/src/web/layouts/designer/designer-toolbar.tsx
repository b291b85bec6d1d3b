import { Box, Button, FormControlLabel, Switch } from '@mui/material';

interface DesignerToolbarProps {
  readOnly: boolean;
  hasSelection: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** Whether drags snap (吸附): to the 10 px grid and to neighbours' edges and centres. */
  snapping: boolean;
  onSnapping: (on: boolean) => void;
  onUndo: () => void;
  onRedo: () => void;
  onDuplicate: () => void;
  onRemove: () => void;
}

/** 撤销 / 重做 / 复制槽位 / 删除槽位 and the 吸附 switch, with their keys in the accessible description. */
export function DesignerToolbar({
  readOnly,
  hasSelection,
  canUndo,
  canRedo,
  snapping,
  onSnapping,
  onUndo,
  onRedo,
  onDuplicate,
  onRemove,
}: DesignerToolbarProps) {
  const tools = [
    { label: '撤销', enabled: canUndo, onClick: onUndo, keys: 'Control+Z' },
    { label: '重做', enabled: canRedo, onClick: onRedo, keys: 'Control+Shift+Z' },
    { label: '复制槽位', enabled: hasSelection, onClick: onDuplicate },
    { label: '删除槽位', enabled: hasSelection, onClick: onRemove, keys: 'Delete', danger: true },
  ];
  return (
    <Box role="toolbar" aria-label="画布工具" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      {tools.map(({ label, enabled, onClick, keys, danger }) => (
        <Button
          key={label}
          size="small"
          variant="outlined"
          color={danger ? 'error' : undefined}
          disabled={readOnly || !enabled}
          onClick={onClick}
          aria-keyshortcuts={keys}
        >
          {label}
        </Button>
      ))}
      <FormControlLabel
        sx={{ ml: 0.5, mr: 0 }}
        control={
          <Switch
            size="small"
            checked={snapping}
            disabled={readOnly}
            onChange={(event) => onSnapping(event.target.checked)}
          />
        }
        label="吸附"
        title="拖动时吸附 10 像素网格和相邻槽位的边与中线；按住 Alt 拖动则不吸附"
      />
    </Box>
  );
}
