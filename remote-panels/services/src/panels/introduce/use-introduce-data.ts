import { getIntroduce, usePanelQuery, type PanelDataContext } from '@cockpit/shared-sdk';
import type { IntroduceItem } from '../../components/link-dialog';

/** A headline figure of the introduction, with the decimals its value needs. */
export interface IntroduceFigure {
  name: string;
  value: number;
  unit: string;
  decimals: number;
}

/** What the introduction panel shows. */
export interface IntroduceData {
  title: string;
  /** The introduction text, whitespace collapsed. */
  content: string;
  figures: IntroduceFigure[];
  items: IntroduceItem[];
}

/** Decimals of a figure's value (3.2 → 1, 68 → 0), at most 2. */
export function decimalsOf(value: number): number {
  if (Number.isInteger(value)) return 0;
  const fraction = String(value).split('.')[1] ?? '';
  return Math.min(2, fraction.length);
}

/** Fetches the hub introduction and shapes it for the panel. */
export async function fetchIntroduce(signal: AbortSignal): Promise<IntroduceData> {
  const intro = await getIntroduce(signal);
  return {
    title: intro.title.trim(),
    content: intro.content.replace(/\s+/g, ' ').trim(),
    figures: intro.figures.map((f) => ({ ...f, decimals: decimalsOf(f.value) })),
    items: intro.items.filter((item) => item.title.trim() !== ''),
  };
}

export function useIntroduceData({ refreshMs }: PanelDataContext) {
  return usePanelQuery(['services', 'introduce'], fetchIntroduce, refreshMs);
}
