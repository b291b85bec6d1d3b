import { COLORS, StatTile, type PanelViewProps, typeSize } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import type { __PASCAL__Data } from './use-__PANEL__-data';

/** Four headline figures under one line of text. */
export function __PASCAL__View({ data }: PanelViewProps<__PASCAL__Data>) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
      <Box data-headline sx={{ color: COLORS.title, fontSize: typeSize(18), fontWeight: 600 }}>
        __HEADLINE__
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1, flex: 1 }}>
        <StatTile label="在孵团队" value={data.teamCount} unit="个" compact />
        <StatTile label="团队成员" value={data.memberCount} unit="人" compact />
        <StatTile label="注册企业" value={data.enterpriseCount} unit="家" compact />
        <StatTile label="在研项目" value={data.projectCount} unit="项" compact />
      </Box>
    </Box>
  );
}
