/**
 * Invented maps for tests, the bench and the demo: a grid of zones whose shared edges wiggle (so simplifying has
 * work to do) the same way from both sides, placed in the open Tasman Sea (160°E, 30°S), where no land is.
 */
export interface GridMapOptions {
  names: readonly string[];
  columns: number;
  /** Positions along each edge of a zone (before simplifying). */
  pointsPerEdge?: number;
  /** Properties besides the name, on every zone. */
  extra?: Record<string, unknown>;
  nameProperty?: string;
}

const ORIGIN = [160, -30];
const CELL = 0.05;

/** A point of the edge from (x0, y0) along one axis: the wiggle depends on where it is, not on whose edge it is. */
const wiggle = (along: number, across: number) =>
  0.004 * Math.sin(along * 260 + across * 37) + 0.00008 * Math.sin(along * 1900 + across * 11);

function edge(from: [number, number], to: [number, number], points: number): number[][] {
  const out: number[][] = [];
  const horizontal = from[1] === to[1];
  for (let i = 0; i < points; i += 1) {
    const t = i / points;
    const x = from[0] + (to[0] - from[0]) * t;
    const y = from[1] + (to[1] - from[1]) * t;
    out.push(horizontal ? [x, y + (i === 0 ? 0 : wiggle(x, y))] : [x + (i === 0 ? 0 : wiggle(y, x)), y]);
  }
  return out;
}

/** A FeatureCollection of `names.length` zones on a grid `columns` wide, as GeoJSON text. */
export function gridMap({
  names,
  columns,
  pointsPerEdge = 40,
  extra = {},
  nameProperty = 'name',
}: GridMapOptions): string {
  const features = names.map((name, i) => {
    const [col, row] = [i % columns, Math.floor(i / columns)];
    const [x0, y0] = [ORIGIN[0] + col * CELL, ORIGIN[1] - row * CELL];
    const [x1, y1] = [x0 + CELL, y0 - CELL];
    const ring = [
      ...edge([x0, y0], [x1, y0], pointsPerEdge),
      ...edge([x1, y0], [x1, y1], pointsPerEdge),
      ...edge([x1, y1], [x0, y1], pointsPerEdge),
      ...edge([x0, y1], [x0, y0], pointsPerEdge),
    ];
    ring.push(ring[0]);
    return {
      type: 'Feature',
      properties: { [nameProperty]: name, ...extra },
      geometry: { type: 'Polygon', coordinates: [ring] },
    };
  });
  return JSON.stringify({ type: 'FeatureCollection', features });
}

/** The demo's map: six zones of 云溪科学城, a science city that does not exist, as its properties say. */
export const DEMO_ZONES = ['北岸科创区', '湖心研发区', '东湾智造区', '南山大学城', '西谷生物港', '云溪中央区'] as const;

export const demoMap = (): string =>
  gridMap({
    names: DEMO_ZONES,
    columns: 3,
    extra: { city: '云溪科学城', note: '虚构的演示地图：云溪科学城及其片区并不存在，边界为编造，不代表任何真实地点' },
  });

/** `n` zones named 片区01…, for the bench and the tests. */
export const numberedZones = (n: number): string[] =>
  Array.from({ length: n }, (_, i) => `片区${String(i + 1).padStart(2, '0')}`);
