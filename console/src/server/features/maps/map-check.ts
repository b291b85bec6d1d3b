/** A ring, a polygon (rings), a multipolygon (polygons): positions are [longitude, latitude]. */
export type Ring = number[][];
export interface RegionFeature {
  type: 'Feature';
  properties: { name: string };
  geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };
}
export interface RegionCollection {
  type: 'FeatureCollection';
  features: RegionFeature[];
}

export type MapCheck =
  { ok: true; nameProperty: string; collection: RegionCollection; vertices: number } | { ok: false; error: string };

/** A map of more regions than this is no wall's map (and each name is a label on it). */
export const MAX_REGIONS = 2_000;
const NAME_MAX_CHARS = 40;
/** Properties tried, in order, when the administrator names none. */
const NAME_PROPERTIES = ['name', '名称', 'NAME', 'Name', 'title'];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const nth = (i: number) => `第 ${i + 1} 个要素`;

/** Why a ring is not one: fewer than four positions, or a position that is no longitude/latitude pair. */
function ringFault(ring: unknown): string | undefined {
  if (!Array.isArray(ring) || ring.length < 4) return '的多边形环至少要有 4 个坐标点';
  for (const p of ring) {
    if (!Array.isArray(p) || p.length < 2 || !p.every((n) => typeof n === 'number' && Number.isFinite(n)))
      return '有不是 [经度, 纬度] 数字对的坐标';
    if (p[0] < -180 || p[0] > 180 || p[1] < -90 || p[1] > 90)
      return `的坐标 [${p[0]}, ${p[1]}] 超出范围（经度 −180～180，纬度 −90～90）`;
  }
  return undefined;
}

/** The polygons of a geometry (a Polygon is one), or why it is not a Polygon or MultiPolygon with good rings. */
function polygonsOf(geometry: unknown): { polygons: Ring[][] } | { fault: string } {
  if (!isRecord(geometry)) return { fault: '没有几何（geometry）' };
  if (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')
    return { fault: `的几何类型是 ${String(geometry.type).slice(0, 30)}：地图只接受 Polygon 或 MultiPolygon` };
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  if (!Array.isArray(polygons) || polygons.length === 0) return { fault: '的坐标（coordinates）为空或不是数组' };
  for (const rings of polygons) {
    if (!Array.isArray(rings) || rings.length === 0) return { fault: '的坐标（coordinates）不是多边形环的数组' };
    for (const ring of rings) {
      const fault = ringFault(ring);
      if (fault) return { fault };
    }
  }
  return { polygons: polygons as Ring[][] };
}

/** The property naming every feature: the one asked for, or the first of the usual names that every feature has. */
function pickNameProperty(features: unknown[], asked: string | undefined): string | { fault: string } {
  const props = features.map((f) => (isRecord(f) && isRecord(f.properties) ? f.properties : {}));
  const hasText = (p: Record<string, unknown>, key: string) =>
    (typeof p[key] === 'string' && p[key].trim() !== '') || typeof p[key] === 'number';
  if (asked) {
    const missing = props.findIndex((p) => !hasText(p, asked));
    return missing < 0 ? asked : { fault: `${nth(missing)}没有名称属性 ${asked}（或它为空）` };
  }
  const found = NAME_PROPERTIES.find((key) => props.every((p) => hasText(p, key)));
  return (
    found ?? {
      fault: `要素没有名称属性：每个要素都须有 ${NAME_PROPERTIES.join('、')} 之一，或在上传时指定哪个属性是区域名称`,
    }
  );
}

/**
 * An uploaded file judged as a map: a GeoJSON FeatureCollection of Polygon or MultiPolygon features, each named
 * (uniquely) by one property, every coordinate a longitude/latitude in range. The map keeps each feature's name only.
 */
export function checkGeoMap(text: string, askedProperty?: string): MapCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: '文件不是 JSON，因而不是 GeoJSON' };
  }
  if (!isRecord(parsed) || parsed.type !== 'FeatureCollection') {
    const type =
      isRecord(parsed) && typeof parsed.type === 'string' ? `（它的 type 是 ${parsed.type.slice(0, 30)}）` : '';
    return { ok: false, error: `不是 GeoJSON 要素集合：须为 "type": "FeatureCollection"${type}` };
  }
  const features = parsed.features;
  if (!Array.isArray(features) || features.length === 0)
    return { ok: false, error: 'GeoJSON 没有要素（features 为空或不是数组）' };
  if (features.length > MAX_REGIONS)
    return { ok: false, error: `区域太多：${features.length} 个，至多 ${MAX_REGIONS} 个` };
  const nameProperty = pickNameProperty(features, askedProperty);
  if (typeof nameProperty !== 'string') return { ok: false, error: nameProperty.fault };
  const seen = new Set<string>();
  const out: RegionFeature[] = [];
  let vertices = 0;
  for (const [i, feature] of features.entries()) {
    if (!isRecord(feature) || feature.type !== 'Feature')
      return { ok: false, error: `${nth(i)}不是 GeoJSON 要素（type 须为 Feature）` };
    const shape = polygonsOf(feature.geometry);
    if ('fault' in shape) return { ok: false, error: `${nth(i)}${shape.fault}` };
    const name = String((feature.properties as Record<string, unknown>)[nameProperty]).trim();
    if (name.length > NAME_MAX_CHARS)
      return { ok: false, error: `${nth(i)}的名称太长（至多 ${NAME_MAX_CHARS} 个字符）` };
    if (seen.has(name)) return { ok: false, error: `区域名称重复：${name}（每个区域须有自己的名称）` };
    seen.add(name);
    vertices += shape.polygons.flat().reduce((n, ring) => n + ring.length, 0);
    const geometry =
      shape.polygons.length === 1
        ? { type: 'Polygon' as const, coordinates: shape.polygons[0] }
        : { type: 'MultiPolygon' as const, coordinates: shape.polygons };
    out.push({ type: 'Feature', properties: { name }, geometry });
  }
  return { ok: true, nameProperty, collection: { type: 'FeatureCollection', features: out }, vertices };
}
