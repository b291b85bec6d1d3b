import { useEffect, useState, useSyncExternalStore } from 'react';
import { loadMapEngine } from '../charts/chart-engine';
import { getMapReader, onMapReader, regionNames } from './map-reader';

/** How often a shown map is asked for again (an ETag's 304 while it is the same): a re-upload reaches walls within it. */
export const MAP_REREAD_MS = 60_000;

/** A map registered with the chart engine: the name a map series draws it by, and its regions' names. */
export interface RegisteredMap {
  name: string;
  regions: string[];
}

const registered = new Set<string>();

/**
 * Map `map` read through the shell's map reader and registered with echarts (once per version), read again every
 * {@link MAP_REREAD_MS}. A failed read keeps the map already shown; with none shown, it is the error.
 */
export function useRegisteredMap(map: number | undefined): {
  value: RegisteredMap | undefined;
  error: Error | undefined;
} {
  const reader = useSyncExternalStore(onMapReader, getMapReader, getMapReader);
  const [state, setState] = useState<{ map?: number; value?: RegisteredMap; error?: Error }>({});

  useEffect(() => {
    if (map === undefined) return undefined;
    if (!reader) {
      setState({ map, error: new Error('本页面没有接入车队服务，地图组件读不到地图') });
      return undefined;
    }
    const stop = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const readOnce = async () => {
      try {
        const [geometry, engine] = await Promise.all([reader(map, stop.signal), loadMapEngine()]);
        const regions = regionNames(geometry.geojson);
        if (!regions) throw new Error('地图数据不是 GeoJSON 要素集合');
        const name = `cockpit-map-${map}-${geometry.version}`;
        if (!registered.has(name)) engine.registerMap(name, geometry.geojson as never);
        registered.add(name);
        if (!stop.signal.aborted)
          setState((s) => (s.map === map && s.value?.name === name ? s : { map, value: { name, regions } }));
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error));
        if (!stop.signal.aborted) setState((s) => (s.map === map && s.value ? s : { map, error: failure }));
      }
      if (!stop.signal.aborted) timer = setTimeout(() => void readOnce(), MAP_REREAD_MS);
    };
    void readOnce();
    return () => {
      stop.abort();
      clearTimeout(timer);
    };
  }, [reader, map]);

  return state.map === map ? { value: state.value, error: state.error } : { value: undefined, error: undefined };
}
