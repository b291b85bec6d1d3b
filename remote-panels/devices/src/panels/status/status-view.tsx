import { CENTRED_OVERLAY, COLORS, EChart, type ChartOption, type PanelViewProps, typeSize } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useMemo } from 'react';
import { CHART_TEXT } from '../../components/chart-text';
import { deviceStatusColor } from '../../components/status-colors';
import { REPAIR_STATUS, type StatusData } from './use-status-data';

/** Instruments under repair listed by name; more than this show as "等 N 台". */
const REPAIR_SHOWN = 6;

const percent = (value: number, total: number) => (total > 0 ? `${((value / total) * 100).toFixed(1)}%` : '0%');

/** The ring of instruments by status. */
export function statusOption({ byStatus }: StatusData): ChartOption {
  return {
    textStyle: CHART_TEXT,
    tooltip: { trigger: 'item', formatter: '{b}：{c} 台（{d}%）', textStyle: { fontSize: 15 } },
    series: [
      {
        type: 'pie',
        radius: ['62%', '86%'],
        center: ['50%', '50%'],
        label: { show: false },
        itemStyle: { borderColor: '#06203a', borderWidth: 3 },
        data: byStatus.map((s, i) => ({ ...s, itemStyle: { color: deviceStatusColor(s.name, i) } })),
      },
    ],
  };
}

/** Instruments by status as a ring with the total in its centre, a legend with shares, and the instruments under repair. */
export function StatusView({ data }: PanelViewProps<StatusData>) {
  const option = useMemo(() => statusOption(data), [data]);
  const { deviceCount, byStatus, averageUtilization, underRepair } = data;
  const hidden = underRepair.length - REPAIR_SHOWN;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', gap: 1 }}>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', gap: 2 }}>
        <Box sx={{ position: 'relative', width: typeSize(220), flex: `0 0 ${typeSize(220)}` }}>
          <EChart
            option={option}
            ariaLabel={`仪器运行状态：${byStatus.map((s) => `${s.name}${s.value}台`).join('，')}`}
          />
          <Box sx={{ ...CENTRED_OVERLAY, pointerEvents: 'none' }}>
            <Box sx={{ fontSize: typeSize(40), fontWeight: 700, color: COLORS.title, lineHeight: 1.1 }}>
              {deviceCount}
            </Box>
            <Box sx={{ fontSize: typeSize(15), color: COLORS.muted }}>仪器总数</Box>
          </Box>
        </Box>
        {/* The rows give up height before the column runs past its box (at a large type scale the line under them met the list below). */}
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            minHeight: 0,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            gap: 1,
          }}
        >
          {byStatus.map((s, i) => (
            <Box
              key={s.name}
              data-status={s.name}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                px: 1.5,
                flex: `0 1 ${typeSize(44)}`,
                minHeight: typeSize(34),
                bgcolor: 'rgba(41,137,255,0.08)',
                borderLeft: `4px solid ${deviceStatusColor(s.name, i)}`,
              }}
            >
              <Box sx={{ fontSize: typeSize(18), color: COLORS.text, flex: 1 }}>{s.name}</Box>
              <Box sx={{ fontSize: typeSize(28), fontWeight: 700, color: deviceStatusColor(s.name, i) }}>{s.value}</Box>
              <Box sx={{ fontSize: typeSize(15), color: COLORS.muted, width: 20 }}>台</Box>
              <Box sx={{ fontSize: typeSize(17), color: COLORS.text, width: 64, textAlign: 'right' }}>
                {percent(s.value, deviceCount)}
              </Box>
            </Box>
          ))}
          <Box
            sx={{
              display: 'flex',
              alignItems: 'baseline',
              gap: 1,
              px: 1.5,
              fontSize: typeSize(16),
              color: COLORS.muted,
            }}
          >
            平均使用率
            <Box component="span" sx={{ fontSize: typeSize(24), fontWeight: 700, color: COLORS.warning }}>
              {averageUtilization.toFixed(1)}%
            </Box>
          </Box>
        </Box>
      </Box>
      <Box sx={{ flex: '0 0 auto', borderTop: `1px dashed ${COLORS.panelBorder}`, pt: 1 }}>
        <Box sx={{ fontSize: typeSize(16), color: COLORS.muted, mb: 0.5 }}>
          {REPAIR_STATUS}中仪器 {underRepair.length} 台{underRepair.length === 0 && '，全部仪器运行正常'}
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2, rowGap: 0.5 }}>
          {underRepair.slice(0, REPAIR_SHOWN).map((d) => (
            <Box
              key={d.id}
              title={d.location}
              sx={{
                fontSize: typeSize(15),
                color: COLORS.text,
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              }}
            >
              <Box component="span" sx={{ color: deviceStatusColor(REPAIR_STATUS) }}>
                ●{' '}
              </Box>
              {d.name}
              <Box component="span" sx={{ color: COLORS.muted, ml: 0.75 }}>
                {d.model}
              </Box>
            </Box>
          ))}
          {hidden > 0 && <Box sx={{ fontSize: typeSize(15), color: COLORS.muted }}>等 {underRepair.length} 台</Box>}
        </Box>
      </Box>
    </Box>
  );
}
