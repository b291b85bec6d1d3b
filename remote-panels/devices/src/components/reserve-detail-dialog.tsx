import {
  COLORS,
  dayjs,
  DetailDialog,
  getReserveDetail,
  useDetailQuery,
  type ReserveDetail,
  type ReserveRow,
  typeSize,
} from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
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

interface ReserveDetailDialogProps {
  /** The reservation clicked on the board; null closes the dialog. */
  reservation: ReserveRow | null;
  onClose: () => void;
}

/** A reservation's detail (`/reserve/detail`), fetched when the dialog opens. */
export function ReserveDetailDialog({ reservation, onClose }: ReserveDetailDialogProps) {
  const id = reservation?.id ?? 0;
  const detail = useDetailQuery(
    ['devices', 'reserve-detail', id],
    (signal) => getReserveDetail(id, signal),
    reservation !== null,
  );
  const title = reservation ? `预约详情 · ${reservation.deviceName}` : '预约详情';
  return (
    <DetailDialog
      open={reservation !== null}
      title={title}
      onClose={onClose}
      loading={detail.isPending && reservation !== null}
      error={detail.error}
    >
      {detail.data && (
        <Box
          data-reserve-detail={detail.data.id}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1.5 }}
        >
          {detailFields(detail.data).map(([label, value]) => (
            <Box
              key={label}
              sx={{
                display: 'flex',
                gap: 1.5,
                fontSize: typeSize(18),
                py: 0.75,
                borderBottom: '1px solid rgba(64,156,255,0.18)',
              }}
            >
              <Box sx={{ color: COLORS.muted, flex: '0 0 80px' }}>{label}</Box>
              <Box sx={{ color: COLORS.title, minWidth: 0, wordBreak: 'break-all' }}>{value}</Box>
            </Box>
          ))}
          <Box
            sx={{
              display: 'flex',
              gap: 1.5,
              fontSize: typeSize(18),
              py: 0.75,
              borderBottom: '1px solid rgba(64,156,255,0.18)',
            }}
          >
            <Box sx={{ color: COLORS.muted, flex: '0 0 80px' }}>预约状态</Box>
            <Box sx={{ color: reserveStatusColor(detail.data.status), fontWeight: 700 }}>{detail.data.status}</Box>
          </Box>
        </Box>
      )}
    </DetailDialog>
  );
}
