import { EChart, useTypeScale } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useEffect, useMemo, useState, type ComponentProps } from 'react';
import { chainGraphOption } from './chain-graph-option';
import { layoutChain } from './chain-layout';
import type { IndustryChainData } from './use-industry-chain-data';

type Chain = IndustryChainData['chains'][number];
type ChartClick = Parameters<NonNullable<ComponentProps<typeof EChart>['onClick']>>[0];

/** How long after the first graph the other chains' graphs are drawn, hidden, when the page has no idle time to offer. */
export const WARM_CHAINS_AFTER_MS = 3000;
/** The graph's pixel height in its 940 x 390 slot, until the graph is measured (keeps node boxes apart in a crowded column). */
const GRAPH_HEIGHT = 252;

interface ChainGraphsProps {
  chains: readonly Chain[];
  active: number;
  /** The graphs' box in px (undefined until measured). */
  size: { width: number; height: number } | undefined;
  onClick: (event: ChartClick) => void;
}

function ChainGraph({
  chain,
  shown,
  size,
  onClick,
}: Omit<ChainGraphsProps, 'chains' | 'active'> & { chain: Chain; shown: boolean }) {
  // Node boxes follow the graph's real size and the type scale: at twice the minimum their labels are 1.5× larger.
  const typeScale = useTypeScale();
  // Keyed on the chain itself: a refresh that brings the same chain (react-query keeps its object) redraws nothing.
  // A hidden graph is out of rendering altogether (content-visibility): five hidden SVG graphs with their glow filters,
  // only made invisible, cost the page's every frame; at 4× the long frames went from 7 to 40 in three minutes.
  const option = useMemo(
    () => chainGraphOption(layoutChain(chain), size?.height ?? GRAPH_HEIGHT, typeScale, size?.width),
    [chain, size, typeScale],
  );
  return (
    <Box
      aria-hidden={!shown}
      sx={{
        position: 'absolute',
        inset: 0,
        visibility: shown ? 'visible' : 'hidden',
        contentVisibility: shown ? 'visible' : 'hidden',
      }}
    >
      <EChart option={option} ariaLabel={`${chain.name}产业链图谱`} onClick={onClick} />
    </Box>
  );
}

/**
 * One graph per chain, each drawn once and kept: a turn of the chains only shows another graph. Redrawing one chart
 * for each turn cost 50–60 ms of ECharts every 20 s on a weak PC (a long frame each time), and its garbage. The first
 * chain's graph is drawn with the panel; the others hidden, in the page's idle time after it.
 */
export function ChainGraphs({ chains, active, ...rest }: ChainGraphsProps) {
  const [warm, setWarm] = useState(false);
  const [shownOnce, setShownOnce] = useState<ReadonlySet<number>>(() => new Set([active]));
  useEffect(() => setShownOnce((seen) => (seen.has(active) ? seen : new Set(seen).add(active))), [active]);
  useEffect(() => {
    if (warm || chains.length < 2) return undefined;
    const done = () => setWarm(true);
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(done, { timeout: WARM_CHAINS_AFTER_MS * 3 });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(done, WARM_CHAINS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [warm, chains.length]);
  return (
    <>
      {chains.map((chain, index) =>
        warm || shownOnce.has(index) || index === active ? (
          <ChainGraph key={chain.id} chain={chain} shown={index === active} {...rest} />
        ) : null,
      )}
    </>
  );
}
