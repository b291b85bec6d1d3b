import {
  COLORS,
  DetailDialog,
  dayjs,
  getServiceDetail,
  useDetailDialog,
  type ServiceDetail,
  type ServiceItem,
} from '@cockpit/shared-sdk';
import { Box } from '@mui/material';

/** The labelled facts of a service, in display order. */
export function serviceFacts(s: ServiceDetail): [string, string][] {
  return [
    ['服务类型', s.type],
    ['服务窗口', s.provider],
    ['办理地点', s.address],
    ['联系人', s.contact],
    ['服务时间', s.hours],
    ['累计服务', `${s.serveCount.toLocaleString('zh-CN')} 人次`],
    ['上线时间', dayjs(s.onlineDate).format('YYYY年M月D日')],
  ];
}

/** The detail of one online service (`/ksh/service/{id}`): description, facts and steps. */
export function ServiceDetailDialog({ service, onClose }: { service: ServiceItem | null; onClose: () => void }) {
  const { data: s, ...dialog } = useDetailDialog(['services', 'service-detail'], service?.id, getServiceDetail);
  return (
    <DetailDialog {...dialog} title={`${service?.name ?? ''} · 服务详情`} onClose={onClose}>
      {s && (
        <>
          <Box sx={{ mb: 2, lineHeight: 1.7 }}>{s.description}</Box>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
          >
            {serviceFacts(s).map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: COLORS.muted }}>
                  {label}
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {value}
                </Box>
              </Box>
            ))}
          </Box>
          <Box sx={{ mt: 2, color: COLORS.muted }}>办理流程</Box>
          <Box
            component="ol"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0, mt: 1 }}
          >
            {s.steps.map((step, i) => (
              <Box
                component="li"
                key={`${i}-${step}`}
                sx={{ px: 1.5, py: 0.5, border: `1px solid ${COLORS.panelBorder}`, bgcolor: 'rgba(41,137,255,0.15)' }}
              >
                {i + 1}. {step}
              </Box>
            ))}
          </Box>
        </>
      )}
    </DetailDialog>
  );
}
