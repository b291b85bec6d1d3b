import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One titled block of the 告警 page, with an optional action beside its title. */
export function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
