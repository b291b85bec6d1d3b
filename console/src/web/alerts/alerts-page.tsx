import { Box, Typography } from '@mui/material';
import { useHasRole } from '../session/session-context';
import { ChannelsSection } from './channels-section';
import { DeliveriesSection } from './deliveries-section';
import { OpenAlerts } from './open-alerts';
import { RulesSection } from './rules-section';

/** 告警: the open alerts and each group's thresholds (everyone); channels and the delivery log (administrators). */
export function AlertsPage() {
  const admin = useHasRole('admin');
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        告警
      </Typography>
      <OpenAlerts />
      <RulesSection />
      {admin && <ChannelsSection />}
      {admin && <DeliveriesSection />}
    </Box>
  );
}
