import { useEffect, useRef } from 'react';
import type { PanelStatus } from './slot-board';

/** A callback a slot passes to each of its panels to hear their status. */
export type PanelStatusListener = (status: PanelStatus) => void;

const fingerprint = (s: PanelStatus): string =>
  [s.panelId, s.title, s.state, s.reason, s.error, s.errorClass, s.dataUpdatedAt, s.build].join('\u0001');

/** Tells `onStatus` the panel's status after a render that changed it (never during render). */
export function useReportStatus(onStatus: PanelStatusListener | undefined, status: PanelStatus | undefined): void {
  const latest = useRef(status);
  latest.current = status;
  const key = status ? fingerprint(status) : '';
  useEffect(() => {
    if (latest.current) onStatus?.(latest.current);
  }, [key, onStatus]);
}

/** Reports a status and draws nothing: a hidden panel that failed or is loading. */
export function StatusReport({ status, onStatus }: { status: PanelStatus; onStatus?: PanelStatusListener }) {
  useReportStatus(onStatus, status);
  return null;
}
