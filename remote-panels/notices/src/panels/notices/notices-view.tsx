import type { PanelViewProps } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useState } from 'react';
import { NoticeDialog } from './notice-dialog';
import { NoticeTicker } from './notice-ticker';
import type { NoticeRow, NoticesData } from './use-notices-data';

/** The newest notices as a ticker; a row opens the notice's detail. */
export function NoticesView({ data }: PanelViewProps<NoticesData>) {
  const [open, setOpen] = useState<NoticeRow | null>(null);
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
      <NoticeTicker notices={data.notices} onOpen={setOpen} />
      <NoticeDialog notice={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
