import {
  COLORS,
  EChart,
  useAnimationsRunning,
  useElementSize,
  useEnterAnimation,
  type PanelViewProps,
  typeSize,
} from '@cockpit/shared-sdk';
import { ChainGraphs } from './chain-graphs';
import { Box } from '@mui/material';
import { useMemo, useRef, useState, type ComponentProps } from 'react';
import { ChainNodeDialog, type OpenNode } from './chain-node-dialog';
import { layoutChain } from './chain-layout';
import { ChainSelector } from './chain-selector';
import { SegmentHeadings } from './segment-headings';
import type { IndustryChainData } from './use-industry-chain-data';
import { useRotation } from './use-rotation';

/** How long each chain stays on screen before the next one, ms. */
export const CHAIN_ROTATE_MS = 20_000;

type ChartClick = Parameters<NonNullable<ComponentProps<typeof EChart>['onClick']>>[0];

/** The chain node a chart click landed on, or null for a click on a link or the background. */
export function clickedNode(event: ChartClick): OpenNode | null {
  const data = event.data as { nodeId?: unknown } | null | undefined;
  if (event.dataType !== 'node' || typeof data?.nodeId !== 'number') return null;
  return { id: data.nodeId, name: event.name };
}

/** A glowing count in the line over the chain list. */
function Count({ value, color, ml }: { value: number; color: string; ml?: number }) {
  return (
    <Box
      component="span"
      sx={{ fontSize: typeSize(30), fontWeight: 700, color, lineHeight: 1, ml, textShadow: `0 0 12px ${color}66` }}
    >
      {value}
    </Box>
  );
}

const FADE_IN: Keyframe[] = [{ opacity: 0 }, { opacity: 1 }];
const FADE_TIMING: KeyframeAnimationOptions = { duration: 500, easing: 'ease-out' };

/** Chain list (auto-rotating, paused on hover) beside the active chain's up/mid/downstream graph; a node opens its companies. */
export function IndustryChainView({ data }: PanelViewProps<IndustryChainData>) {
  const [hovering, setHovering] = useState(false);
  const [node, setNode] = useState<OpenNode | null>(null);
  // A hidden panel (or page) holds its rotation like a hovered one.
  const running = useAnimationsRunning();
  const paused = hovering || node !== null || !running;
  const [active, setActive] = useRotation(data.chains.length, CHAIN_ROTATE_MS, paused);
  const chain = data.chains[active];
  const layout = useMemo(() => layoutChain(chain), [chain]);
  const graph = useRef<HTMLDivElement>(null);
  const size = useElementSize(graph);
  useEnterAnimation(graph, active, FADE_IN, FADE_TIMING);
  const onChartClick = (event: ChartClick) => {
    const hit = clickedNode(event);
    if (hit) setNode(hit);
  };
  return (
    <Box
      onMouseEnter={() => setHovering(true)}
      onMouseLeave={() => setHovering(false)}
      onTouchStart={() => setHovering(true)}
      onTouchEnd={() => setHovering(false)}
      sx={{ display: 'flex', gap: 1.5, height: '100%' }}
    >
      <Box sx={{ width: 226, flexShrink: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'baseline',
            gap: 0.75,
            whiteSpace: 'nowrap',
            fontSize: typeSize(15),
            color: COLORS.muted,
          }}
        >
          <Count value={data.chains.length} color={COLORS.accent} />
          条产业链
          <Count value={data.companyCount} color={COLORS.warning} ml={1} />
          家企业
        </Box>
        <ChainSelector
          chains={data.chains}
          active={active}
          onSelect={setActive}
          intervalMs={CHAIN_ROTATE_MS}
          paused={paused}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <SegmentHeadings segments={layout.segments} />
        <Box ref={graph} data-graph sx={{ flex: 1, minHeight: 0, position: 'relative' }}>
          <ChainGraphs chains={data.chains} active={active} size={size} onClick={onChartClick} />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, fontSize: typeSize(15), lineHeight: typeSize(22), whiteSpace: 'nowrap' }}>
          <Box component="span" sx={{ color: COLORS.title, fontWeight: 700 }}>
            {chain.name}
          </Box>
          <Box
            component="span"
            sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', color: COLORS.muted }}
          >
            {chain.description}
          </Box>
          <Box component="span" sx={{ color: COLORS.accent }}>
            点击环节查看企业
          </Box>
        </Box>
      </Box>
      <ChainNodeDialog node={node} onClose={() => setNode(null)} />
    </Box>
  );
}
