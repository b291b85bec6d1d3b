import { useElementSize, useTypeScale, type PanelViewProps } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useRef, useState } from 'react';
import { NoticeDialog } from './notice-dialog';
import { NoticeTicker, TICKER_ROW_PX, tickerRows } from './notice-ticker';
import type { NoticeRow, NoticesData } from './use-notices-data';

/** The newest notices as a ticker as tall as the panel's body allows (whole rows); a row opens the notice's detail. */
export function NoticesView({ data }: PanelViewProps<NoticesData>) {
  const [open, setOpen] = useState<NoticeRow | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const size = useElementSize(body);
  // Rows grow with the type and their number follows the height: at 280 px high the ticker shows more than at 150.
  const rowHeight = Math.round(TICKER_ROW_PX * useTypeScale());
  return (
    <Box ref={body} sx={{ height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
      <NoticeTicker
        notices={data.notices}
        onOpen={setOpen}
        rowHeight={rowHeight}
        visibleRows={tickerRows(size?.height, rowHeight)}
      />
      <NoticeDialog notice={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
