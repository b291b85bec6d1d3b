import type { init } from 'echarts/core';

/** The echarts build the charts draw with (loaded on demand: the page's header never waits for it). */
export interface ChartEngine {
  /** echarts' `init`, with the chart types and components the wall uses registered. */
  init: typeof init;
}

let engine: ChartEngine | undefined;
let loading: Promise<ChartEngine> | undefined;

/**
 * Loads echarts (one tree-shaken copy inside shared-sdk) once; later calls get the same promise.
 * The shell starts it right after its first render, so charts do not wait for it either.
 */
export function loadChartEngine(): Promise<ChartEngine> {
  loading ??= import('./echarts-setup').then(
    (loaded) => (engine = loaded),
    (error: unknown) => {
      loading = undefined; // the next chart tries again
      throw error;
    },
  );
  return loading;
}

/** The engine if it has loaded, so a chart mounted later starts at once. */
export function loadedChartEngine(): ChartEngine | undefined {
  return engine;
}

/** What a map widget adds to the engine: echarts' `registerMap`, with the map chart and the visualMap legend registered. */
export interface MapEngine {
  registerMap: (name: string, geoJson: never) => void;
}

let mapLoading: Promise<MapEngine> | undefined;

/** Loads the chart engine and its map part once (a chunk of its own: only walls that show a map fetch it). */
export function loadMapEngine(): Promise<MapEngine> {
  mapLoading ??= loadChartEngine()
    .then(() => import('./echarts-map-setup'))
    .then(
      (loaded) => ({ registerMap: loaded.registerMap }),
      (error: unknown) => {
        mapLoading = undefined;
        throw error;
      },
    );
  return mapLoading;
}
