import { COLORS, StatTile, type PanelViewProps, typeSize } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import type { __PASCAL__Data } from './use-__PANEL__-data';

/**
 * Four headline figures under one line of text. Sizes go through `typeSize` (and StatTile uses it), so the
 * frame's type scale grows them with the slot; at the declared minimum (index.ts) the line and the figures fit
 * the 86 px body of a 150 px-high slot, and a larger slot centres the figures in the room it gives.
 */
export function __PASCAL__View({ data }: PanelViewProps<__PASCAL__Data>) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, height: '100%' }}>
      <Box
        data-headline
        sx={{
          color: COLORS.title,
          fontSize: typeSize(16),
          lineHeight: 1.25,
          fontWeight: 600,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        __HEADLINE__
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(4, 1fr)',
          alignContent: 'center',
          gap: 1,
          flex: 1,
          minHeight: 0,
        }}
      >
        <StatTile label="在孵团队" value={data.teamCount} unit="个" compact />
        <StatTile label="团队成员" value={data.memberCount} unit="人" compact />
        <StatTile label="注册企业" value={data.enterpriseCount} unit="家" compact />
        <StatTile label="在研项目" value={data.projectCount} unit="项" compact />
      </Box>
    </Box>
  );
}
