import { Alert, Box, Button, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import type { PageLayout } from '../../../protocol/releases';
import { errorMessage } from '../../api/client';
import { useLayoutVersions, useRestoreLayout, type LayoutRef } from '../../api/layout-queries';
import { formatTime } from '../../format';

interface VersionHistoryProps {
  /** The page's own layout, or a daypart's. */
  layout: LayoutRef;
  /** The version the server holds now. */
  current: number | undefined;
  readOnly: boolean;
  onRestored: (layout: PageLayout, version: number) => void;
}

/** 历史版本: the page's kept versions with who saved each and what changed; 恢复 brings one back as a new version. */
export function VersionHistory({ layout, current, readOnly, onRestored }: VersionHistoryProps) {
  const versions = useLayoutVersions(layout);
  const restore = useRestoreLayout(layout);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={layout.daypart ? `「${layout.daypart}」时段布局的历史版本` : '历史版本'}
      sx={{ p: 1.5 }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        历史版本
      </Typography>
      {versions.isError && <Alert severity="error">历史版本加载失败：{errorMessage(versions.error)}</Alert>}
      {restore.isError && <Alert severity="error">恢复被拒绝：{errorMessage(restore.error)}</Alert>}
      <List dense sx={{ maxHeight: 280, overflowY: 'auto' }}>
        {versions.data?.map((info) => (
          <ListItem
            key={info.version}
            divider
            secondaryAction={
              info.version === current ? (
                <Typography variant="caption">当前版本</Typography>
              ) : (
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={`恢复第 ${info.version} 版`}
                  disabled={readOnly || restore.isPending}
                  onClick={() =>
                    restore.mutate(
                      { version: info.version, base: current },
                      { onSuccess: (reply) => onRestored(reply.layout, reply.version) },
                    )
                  }
                >
                  恢复
                </Button>
              )
            }
          >
            <ListItemText
              sx={{ pr: 8 }}
              primary={`第 ${info.version} 版 · ${info.savedBy} · ${formatTime(info.savedAt)}`}
              secondary={
                <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                  {info.summary}
                </Box>
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
