import { createContext, useContext } from 'react';
import type { PanelHost } from './panel-types';

/** Context through which the shell hands its {@link PanelHost} to index pages and slots. */
export const PanelHostContext = createContext<PanelHost | null>(null);

/** The shell's panel host; throws when rendered outside the shell. */
export function usePanelHost(): PanelHost {
  const host = useContext(PanelHostContext);
  if (!host) throw new Error('PanelHost 未提供：面板只能在驾驶舱外壳中渲染');
  return host;
}
