import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { PanelData } from '../panel/panel-types';
import { foldReading, INITIAL_READING, nextReadDelay, type ReadingState } from './reading-state';
import { getSourceReader, onPushedReading, onSourceReader, readingsPushed } from './source-reader';

/** Until the first answer names the source's interval, ms. */
const FIRST_INTERVAL_MS = 10_000;

/**
 * One widget's data: `source`'s `mapping` read through the shell's reader, again half an interval after each answer
 * (one read at a time: the next is armed only when the last is done) and later after failures. Where the service
 * pushes readings (the wall's stream is open), a pushed one is shown at once and reads are only a safety net. The last good value is
 * kept; a stale answer or a failed read shows it with the reason (the frame's stale badge). Unmounting stops the timer
 * and aborts the read in flight. `source` undefined: no read (the slot's configuration is bad and says so).
 */
export function useSourceReading(source: number | undefined, mapping: string | undefined): PanelData<unknown> {
  const reader = useSyncExternalStore(onSourceReader, getSourceReader, getSourceReader);
  const [state, setState] = useState<ReadingState>(INITIAL_READING);
  const [fetching, setFetching] = useState(false);
  const [round, setRound] = useState(0);
  const latest = useRef(state);
  const shownKey = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (source === undefined || mapping === undefined) return undefined;
    // Another source or mapping: nothing of the old one is shown as this one's.
    if (shownKey.current !== `${source}/${mapping}`) {
      shownKey.current = `${source}/${mapping}`;
      latest.current = INITIAL_READING;
      setState(INITIAL_READING);
    }
    if (!reader) {
      latest.current = foldReading(latest.current, { failure: new Error('本页面没有接入车队服务，组件读不到数据源') });
      setState(latest.current);
      return undefined;
    }
    const stop = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let reading = false;
    let again = false;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void readOnce(), nextReadDelay(latest.current, FIRST_INTERVAL_MS, readingsPushed()));
    };
    const show = (next: ReadingState) => {
      latest.current = next;
      setState(next);
    };
    const readOnce = async () => {
      // One read at a time: a push during a read is read again after it (the read may have left before the change).
      if (reading) return void (again = true);
      reading = true;
      setFetching(true);
      let next: ReadingState;
      try {
        next = foldReading(latest.current, { reading: await reader(source, mapping, stop.signal) });
      } catch (error) {
        next = foldReading(latest.current, { failure: error instanceof Error ? error : new Error(String(error)) });
      }
      reading = false;
      if (stop.signal.aborted) return;
      show(next);
      setFetching(false);
      if (again) {
        again = false;
        return void readOnce();
      }
      arm();
    };
    const stopPushes = onPushedReading((pushed) => {
      if (pushed.source !== source || pushed.mapping !== mapping) return;
      if (!pushed.reading || reading) return void readOnce();
      show(foldReading(latest.current, { reading: pushed.reading }));
      arm();
    });
    // The stream opened or closed: read now (what was missed meanwhile), then at the pace that fits.
    let wasPushed = readingsPushed();
    const stopWatching = onSourceReader(() => {
      if (readingsPushed() === wasPushed) return;
      wasPushed = readingsPushed();
      void readOnce();
    });
    void readOnce();
    return () => {
      stop.abort();
      clearTimeout(timer);
      stopPushes();
      stopWatching();
    };
  }, [reader, source, mapping, round]);

  const refetch = useCallback(() => setRound((n) => n + 1), []);
  return {
    data: state.data,
    error: state.error,
    isPending: state.isPending,
    isFetching: fetching,
    dataUpdatedAt: state.dataUpdatedAt,
    refetch,
  };
}
