import { Alert, Box, Button, Typography } from '@mui/material';
import type { PageLayout } from '../../../protocol/releases';
import { slotsAcrossSeams, type PageCanvas } from './canvas-fit';

const spanOf = (seam: { axis: 'x' | 'y'; from: number; to: number }) =>
  `${seam.axis === 'x' ? '竖向' : '横向'}拼缝 ${seam.from}–${seam.to}`;

interface CanvasNotesProps {
  draft: PageLayout;
  target: PageCanvas;
  readOnly: boolean;
  /** Fits the draft to the canvas's page area (slots in proportion, between the seams). */
  onFit: () => void;
}

/**
 * What the group's canvas says of the draft: its size and seams, a page of another size than the canvas's page area (with 适配画布), and
 * every slot that crosses a seam (its panel then draws only in its largest part between seams).
 */
export function CanvasNotes({ draft, target, readOnly, onFit }: CanvasNotesProps) {
  const across = slotsAcrossSeams(draft, target.seams);
  const otherSize = draft.width !== target.room.width || draft.height !== target.room.height;
  const dense = { py: 0, '& .MuiAlert-message': { py: 0.75 } };
  return (
    <Box data-canvas-notes sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        分组画布 {target.canvas.width}×{target.canvas.height}（页面区域 {target.room.width}×{target.room.height}
        {target.seams.length ? `，${target.seams.length} 条拼缝` : ''}）
      </Typography>
      {otherSize && (
        <Alert
          severity="info"
          sx={dense}
          action={
            <Button size="small" disabled={readOnly} onClick={onFit}>
              适配画布
            </Button>
          }
        >
          页面为 {draft.width}×{draft.height}，分组画布的页面区域为 {target.room.width}×{target.room.height}
          ：适配画布会按比例放大各槽位并让开拼缝
        </Alert>
      )}
      {across.length > 0 && (
        <Alert severity="warning" sx={dense} data-across-seams>
          {across.map((a) => `槽位 ${a.slot} 跨越${a.seams.map(spanOf).join('、')}`).join('；')}
          ：面板只画在拼缝之间最大的一块里，标题和文字不会落在拼缝上；把槽位放在拼缝之间可用满整个槽位
        </Alert>
      )}
    </Box>
  );
}
