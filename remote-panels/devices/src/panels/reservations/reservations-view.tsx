import {
  COLORS,
  dayjs,
  ScrollBoard,
  type BoardColumn,
  type PanelViewProps,
  type ReserveRow,
  typeSize,
} from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useState } from 'react';
import { ReserveDetailDialog } from '../../components/reserve-detail-dialog';
import { reserveStatusColor } from '../../components/status-colors';
import type { ReservationsData } from './use-reservations-data';

const columns: BoardColumn<ReserveRow>[] = [
  {
    key: 'when',
    title: '预约时间',
    flex: 1.3,
    render: (r) => `${dayjs(r.reserveDate).format('MM-DD')} ${r.startTime}`,
  },
  { key: 'deviceName', title: '仪器', flex: 2.3, render: (r) => r.deviceName },
  { key: 'userName', title: '预约人', flex: 1, render: (r) => r.userName },
  { key: 'department', title: '单位', flex: 1.45, render: (r) => r.department },
  { key: 'hours', title: '机时', flex: 0.6, render: (r) => `${r.hours}h` },
  {
    key: 'status',
    title: '状态',
    flex: 0.85,
    render: (r) => (
      <Box component="span" sx={{ color: reserveStatusColor(r.status), fontWeight: 600 }}>
        {r.status}
      </Box>
    ),
  },
];

/** Counts per status over the board, then the auto-scrolling board; a row opens the reservation's detail. */
export function ReservationsView({ data }: PanelViewProps<ReservationsData>) {
  const [reservation, setReservation] = useState<ReserveRow | null>(null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
      <Box
        sx={{
          display: 'flex',
          gap: 2.5,
          alignItems: 'baseline',
          fontSize: typeSize(15),
          color: COLORS.muted,
          whiteSpace: 'nowrap',
        }}
      >
        <span>最近 {data.rows.length} 条</span>
        {data.byStatus.map((s) => (
          <Box key={s.name} data-status={s.name} component="span">
            {s.name}
            <Box
              component="span"
              sx={{ fontSize: typeSize(22), fontWeight: 700, color: reserveStatusColor(s.name), mx: 0.5 }}
            >
              {s.value}
            </Box>
            条
          </Box>
        ))}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ScrollBoard
          rows={data.rows}
          columns={columns}
          rowKey={(r) => r.id}
          visibleRows={7}
          rowHeight={36}
          intervalMs={3000}
          onRowClick={setReservation}
        />
      </Box>
      <ReserveDetailDialog reservation={reservation} onClose={() => setReservation(null)} />
    </Box>
  );
}
