import { checkGeoMap } from './map-check';
import { simplifyForWalls } from './map-simplify';
import { demoMap, gridMap, numberedZones } from '../../testing/region-grid';

const square = [
  [
    [120, 30],
    [120.1, 30],
    [120.1, 30.1],
    [120, 30.1],
    [120, 30],
  ],
];
const collection = (...features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features });
const zone = (properties: Record<string, unknown>, geometry: unknown = { type: 'Polygon', coordinates: square }) => ({
  type: 'Feature',
  properties,
  geometry,
});
const refusal = (text: string, property?: string) => {
  const checked = checkGeoMap(text, property);
  return checked.ok ? 'taken' : checked.error;
};

test.each([
  ['not JSON at all', 'PK\u0003\u0004 a zip', '文件不是 JSON'],
  ['JSON that is no GeoJSON', '{"rows": [1, 2]}', '须为 "type": "FeatureCollection"'],
  ['a lone Feature', JSON.stringify(zone({ name: 'a' })), '它的 type 是 Feature'],
  ['no features', collection(), '没有要素'],
  [
    'a Point collection',
    collection(zone({ name: 'a' }), zone({ name: 'b' }, { type: 'Point', coordinates: [120, 30] })),
    '第 2 个要素的几何类型是 Point：地图只接受 Polygon 或 MultiPolygon',
  ],
  ['a feature without a name', collection(zone({ name: 'a' }), zone({ code: 7 })), '要素没有名称属性'],
  ['two regions of one name', collection(zone({ name: 'a' }), zone({ name: 'a' })), '区域名称重复：a'],
  [
    'a latitude past the pole',
    collection(
      zone(
        { name: 'a' },
        {
          type: 'Polygon',
          coordinates: [
            [
              [120, 30],
              [121, 95],
              [121, 30],
              [120, 30],
            ],
          ],
        },
      ),
    ),
    '超出范围',
  ],
  [
    'a ring of three points',
    collection(
      zone(
        { name: 'a' },
        {
          type: 'Polygon',
          coordinates: [
            [
              [120, 30],
              [121, 31],
              [120, 30],
            ],
          ],
        },
      ),
    ),
    '至少要有 4 个坐标点',
  ],
  [
    'text for a coordinate',
    collection(
      zone(
        { name: 'a' },
        {
          type: 'MultiPolygon',
          coordinates: [
            [
              [
                [120, 30],
                ['x', 31],
                [121, 30],
                [120, 30],
              ],
            ],
          ],
        },
      ),
    ),
    '不是 [经度, 纬度] 数字对',
  ],
])('%s is refused in words', (_what, text, words) => {
  expect(refusal(text)).toContain(words);
});

test('the name property is found among the usual ones, or taken as the administrator names it', () => {
  const text = collection(zone({ 名称: '东区', code: 'E' }), zone({ 名称: '西区', code: 'W' }));
  expect(checkGeoMap(text)).toMatchObject({ ok: true, nameProperty: '名称', vertices: 10 });
  const picked = checkGeoMap(text, 'code');
  expect(picked.ok && picked.collection.features.map((f) => f.properties)).toEqual([{ name: 'E' }, { name: 'W' }]);
  expect(refusal(text, 'zone')).toContain('第 1 个要素没有名称属性 zone');
});

test('a MultiPolygon is taken; the wall gets the name property only', () => {
  const checked = checkGeoMap(
    collection(zone({ name: '岛', secret: 'x' }, { type: 'MultiPolygon', coordinates: [square, square] })),
  );
  expect(checked.ok && checked.collection.features[0]).toEqual({
    type: 'Feature',
    properties: { name: '岛' },
    geometry: { type: 'MultiPolygon', coordinates: [square, square] },
  });
});

test('simplifying for the walls drops most vertices, keeps every region and ring closed, and versions the result by content', () => {
  const checked = checkGeoMap(gridMap({ names: numberedZones(40), columns: 8, pointsPerEdge: 200 }));
  if (!checked.ok) throw new Error(checked.error);
  expect(checked.vertices).toBe(40 * 801);
  const simplified = simplifyForWalls(checked.collection);
  expect(simplified.verticesAfter).toBeLessThan(checked.vertices / 4);
  const walls = JSON.parse(simplified.geometry) as {
    features: { properties: { name: string }; geometry: { coordinates: number[][][] } }[];
  };
  expect(walls.features.map((f) => f.properties.name)).toEqual(numberedZones(40));
  for (const ring of walls.features.map((f) => f.geometry.coordinates[0])) {
    expect(ring.length).toBeGreaterThanOrEqual(4);
    expect(ring[0]).toEqual(ring[ring.length - 1]);
  }
  expect(simplified.version).toMatch(/^[0-9a-f]{16}$/);
  const again = checkGeoMap(gridMap({ names: numberedZones(40), columns: 8, pointsPerEdge: 200 }));
  expect(again.ok && simplifyForWalls(again.collection).version).toBe(simplified.version);
});

test('the demo map says it is invented', () => {
  const demo = JSON.parse(demoMap()) as { features: { properties: { note: string } }[] };
  expect(demo.features[0].properties.note).toContain('虚构');
  expect(checkGeoMap(demoMap())).toMatchObject({ ok: true, nameProperty: 'name' });
});
