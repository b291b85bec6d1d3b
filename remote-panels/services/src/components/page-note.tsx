import { COLORS, typeSize } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';

/** Where an auto-paging board is: "第 2 / 12 页". */
export function PageNote({ pageNum, pages }: { pageNum: number; pages: number }) {
  return (
    <Box data-page-note sx={{ fontSize: typeSize(15), color: COLORS.muted, whiteSpace: 'nowrap' }}>
      第 {pageNum} / {pages} 页
    </Box>
  );
}
