import { COLORS, DetailDialog, dayjs } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import type { NoticeRow } from './use-notices-data';

/** The detail of one notice: type, date, source and summary (all API text, shown as text). */
export function NoticeDialog({ notice, onClose }: { notice: NoticeRow | null; onClose: () => void }) {
  return (
    <DetailDialog open={notice !== null} title={notice?.title ?? ''} onClose={onClose} loading={false}>
      {notice && (
        <Box data-notice-detail>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3, mb: 2, color: COLORS.muted }}>
            <Box
              component="span"
              sx={{ px: 1, color: notice.typeColor, border: `1px solid ${notice.typeColor}`, borderRadius: 0.5 }}
            >
              {notice.type}
            </Box>
            <span>发布日期：{dayjs(notice.publishDate).format('YYYY年M月D日')}</span>
            <span>来源：{notice.source}</span>
          </Box>
          <Box sx={{ lineHeight: 1.8, color: COLORS.text }}>{notice.summary}</Box>
        </Box>
      )}
    </DetailDialog>
  );
}
