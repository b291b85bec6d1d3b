import simplify from '@turf/simplify';
import { createHash } from 'node:crypto';
import type { RegionCollection, RegionFeature, Ring } from './map-check';

/** The tolerance as a share of the map's larger side: about a pixel when the map fills a 1920-pixel wall. */
const TOLERANCE_SHARE = 1 / 2000;
/** Decimals kept per coordinate: 1e-5 degrees is about a metre, far below a pixel of any wall. */
const DECIMALS = 5;

export interface SimplifiedMap {
  geometry: string;
  version: string;
  verticesAfter: number;
}

const ringsOf = (f: RegionFeature): Ring[] =>
  f.geometry.type === 'Polygon' ? f.geometry.coordinates : f.geometry.coordinates.flat();

/** The longitude and latitude span of the map: the tolerance scales with it (a campus and a province alike). */
function largerSide(collection: RegionCollection): number {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of collection.features.flatMap(ringsOf)) {
    for (const [x, y] of ring)
      [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
  }
  return Math.max(maxX - minX, maxY - minY);
}

const round = (n: number) => Math.round(n * 10 ** DECIMALS) / 10 ** DECIMALS;

/**
 * The map as the walls draw it: simplified (Douglas-Peucker through @turf/simplify, which keeps every ring closed
 * with at least four positions) to about a pixel of a full-wall map, positions cut to longitude and latitude at
 * metre precision. Its version is the content hash of the text the walls get.
 */
export function simplifyForWalls(collection: RegionCollection): SimplifiedMap {
  const tolerance = largerSide(collection) * TOLERANCE_SHARE;
  const simplified = tolerance > 0 ? simplify(collection, { tolerance, highQuality: false, mutate: true }) : collection;
  let verticesAfter = 0;
  for (const feature of simplified.features) {
    for (const ring of ringsOf(feature)) {
      for (let i = 0; i < ring.length; i += 1) ring[i] = [round(ring[i][0]), round(ring[i][1])];
      verticesAfter += ring.length;
    }
  }
  const geometry = JSON.stringify(simplified);
  return { geometry, version: createHash('sha256').update(geometry).digest('hex').slice(0, 16), verticesAfter };
}
