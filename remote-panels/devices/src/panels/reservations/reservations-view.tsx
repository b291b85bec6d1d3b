import { dayjs, ScrollBoard, type BoardColumn, type PanelViewProps, type ReserveRow } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useState } from 'react';
import { ReserveDetailDialog } from '../../components/reserve-detail-dialog';
import { reserveStatusColor } from '../../components/status-colors';
import { Total, TotalsLine } from '../../components/totals-line';
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
      <TotalsLine>
        <span>最近 {data.rows.length} 条</span>
        {data.byStatus.map((s) => (
          <Total
            key={s.name}
            data-status={s.name}
            label={s.name}
            value={s.value}
            unit="条"
            color={reserveStatusColor(s.name)}
          />
        ))}
      </TotalsLine>
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
