import { COLORS, DetailDialog, getIntroduceLink, useDetailQuery } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { safeHttpUrl } from './safe-url';

/** An introduction item as the panel lists it. */
export interface IntroduceItem {
  id: number;
  title: string;
  summary: string;
}

interface LinkDialogProps {
  item: IntroduceItem | null;
  onClose: () => void;
}

/** The link of an introduction item (`/jsc/introduce/getLink`): its title, summary and URL. */
export function LinkDialog({ item, onClose }: LinkDialogProps) {
  const link = useDetailQuery(
    ['services', 'introduce-link', item?.id],
    (signal) => getIntroduceLink(item?.id ?? 0, signal),
    item !== null,
  );
  const href = link.data ? safeHttpUrl(link.data.url) : null;
  return (
    <DetailDialog
      open={item !== null}
      title={link.data?.title ?? item?.title ?? ''}
      onClose={onClose}
      loading={link.isPending && item !== null}
      error={link.error}
    >
      {link.data && (
        <>
          {item?.summary && <Box sx={{ mb: 2, lineHeight: 1.7 }}>{item.summary}</Box>}
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Box component="span" sx={{ color: COLORS.muted }}>
              详情链接：
            </Box>
            {href ? (
              <Box
                component="a"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ color: '#4dd0e1', wordBreak: 'break-all' }}
              >
                {link.data.url}
              </Box>
            ) : (
              <Box component="span" data-unsafe-url sx={{ wordBreak: 'break-all' }}>
                {link.data.url}
              </Box>
            )}
          </Box>
        </>
      )}
    </DetailDialog>
  );
}
