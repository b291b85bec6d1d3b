import { Box, Button } from '@mui/material';

interface DesignerToolbarProps {
  readOnly: boolean;
  hasSelection: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onDuplicate: () => void;
  onRemove: () => void;
}

/** 撤销 / 重做 / 复制槽位 / 删除槽位, with their keys in the accessible description. */
export function DesignerToolbar({ readOnly, hasSelection, canUndo, canRedo, onUndo, onRedo, onDuplicate, onRemove }: DesignerToolbarProps) {
  return (
    <Box role="toolbar" aria-label="画布工具" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" variant="outlined" disabled={readOnly || !canUndo} onClick={onUndo} aria-keyshortcuts="Control+Z">撤销</Button>
      <Button size="small" variant="outlined" disabled={readOnly || !canRedo} onClick={onRedo} aria-keyshortcuts="Control+Shift+Z">重做</Button>
      <Button size="small" variant="outlined" disabled={readOnly || !hasSelection} onClick={onDuplicate}>复制槽位</Button>
      <Button size="small" variant="outlined" color="error" disabled={readOnly || !hasSelection} onClick={onRemove} aria-keyshortcuts="Delete">删除槽位</Button>
    </Box>
  );
}
