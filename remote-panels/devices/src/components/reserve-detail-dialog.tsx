import {
  COLORS,
  dayjs,
  DetailDialog,
  getReserveDetail,
  useDetailDialog,
  type ReserveDetail,
  type ReserveRow,
  typeSize,
} from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { reserveStatusColor } from './status-colors';

/** The fields of a reservation's detail, in reading order. */
export function detailFields(d: ReserveDetail): [string, string][] {
  return [
    ['仪器名称', d.deviceName],
    ['仪器型号', d.deviceModel],
    ['放置地点', d.location],
    ['预约人', d.userName],
    ['所在单位', d.department],
    ['项目来源', d.project],
    ['预约日期', dayjs(d.reserveDate).format('YYYY年M月D日 dddd')],
    ['使用时段', `${d.startTime} – ${d.endTime}`],
    ['预约机时', `${d.hours} 小时`],
    ['样品数量', `${d.sampleCount} 个`],
  ];
}

/** One labelled line of the detail. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1.5,
        fontSize: typeSize(18),
        py: 0.75,
        borderBottom: '1px solid rgba(64,156,255,0.18)',
      }}
    >
      <Box sx={{ color: COLORS.muted, flex: '0 0 80px' }}>{label}</Box>
      {children}
    </Box>
  );
}

interface ReserveDetailDialogProps {
  /** The reservation clicked on the board; null closes the dialog. */
  reservation: ReserveRow | null;
  onClose: () => void;
}

/** A reservation's detail (`/reserve/detail`), fetched when the dialog opens. */
export function ReserveDetailDialog({ reservation, onClose }: ReserveDetailDialogProps) {
  const { data, ...dialog } = useDetailDialog(['devices', 'reserve-detail'], reservation?.id, getReserveDetail);
  const title = reservation ? `预约详情 · ${reservation.deviceName}` : '预约详情';
  return (
    <DetailDialog {...dialog} title={title} onClose={onClose}>
      {data && (
        <Box data-reserve-detail={data.id} sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1.5 }}>
          {detailFields(data).map(([label, value]) => (
            <Field key={label} label={label}>
              <Box sx={{ color: COLORS.title, minWidth: 0, wordBreak: 'break-all' }}>{value}</Box>
            </Field>
          ))}
          <Field label="预约状态">
            <Box sx={{ color: reserveStatusColor(data.status), fontWeight: 700 }}>{data.status}</Box>
          </Field>
        </Box>
      )}
    </DetailDialog>
  );
}
