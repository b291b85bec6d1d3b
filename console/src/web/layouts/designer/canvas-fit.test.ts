import type { PageLayout } from '../../../protocol/releases';
import { fitToCanvas, offSeams, pageCanvasOf, seamEdgesAsNeighbours, slotsAcrossSeams } from './canvas-fit';
import { DRAG_EDGES } from './snap';

const SPLICE = {
  cols: 2,
  rows: 2,
  panelPx: { width: 1920, height: 1080 },
  panelMm: { width: 1209.6, height: 680.4 },
  bezelMm: { x: 18.9, y: 22.05 },
};
const WALL = pageCanvasOf({ width: 3870, height: 2195, splice: SPLICE });
/** The seed's four-quarter page: two columns, two rows, a 20 px gutter. */
const FOUR: PageLayout = {
  width: 1920,
  height: 980,
  slots: [
    { id: 'a', x: 0, y: 0, w: 960, h: 490, panels: ['p/a'] },
    { id: 'b', x: 960, y: 0, w: 960, h: 490, panels: ['p/b'] },
    { id: 'c', x: 0, y: 490, w: 960, h: 490, panels: ['p/c'] },
    { id: 'd', x: 960, y: 490, w: 960, h: 490, panels: ['p/d'] },
  ],
};

test("a 2×2 wall's page area is the canvas less the header, its row seam moved up by the header", () => {
  expect(WALL).toEqual({
    canvas: { width: 3870, height: 2195 },
    room: { width: 3870, height: 2095 },
    seams: [
      { axis: 'x', from: 1920, to: 1950 },
      { axis: 'y', from: 980, to: 1015 },
    ],
  });
  expect(pageCanvasOf(null)).toEqual({
    canvas: { width: 1920, height: 1080 },
    room: { width: 1920, height: 980 },
    seams: [],
  });
});

test('a template fits the canvas in proportion, its shared edges moved off the seams so each slot sits between them', () => {
  const fitted = fitToCanvas(FOUR, WALL);
  expect(fitted).toMatchObject({ width: 3870, height: 2095 });
  expect(fitted.slots.map(({ id, x, y, w, h }) => ({ id, x, y, w, h }))).toEqual([
    { id: 'a', x: 0, y: 0, w: 1920, h: 980 },
    { id: 'b', x: 1950, y: 0, w: 1920, h: 980 },
    { id: 'c', x: 0, y: 1015, w: 1920, h: 1080 },
    { id: 'd', x: 1950, y: 1015, w: 1920, h: 1080 },
  ]);
  expect(slotsAcrossSeams(fitted, WALL.seams)).toEqual([]);
  expect(slotsAcrossSeams(FOUR, pageCanvasOf({ width: 1920, height: 1080 }).seams)).toEqual([]);
});

test('on the seed canvas a seed page is left as it is', () => {
  expect(fitToCanvas(FOUR, pageCanvasOf(null))).toEqual(FOUR);
});

test('a slot across a seam is named with the seam', () => {
  const wide: PageLayout = {
    width: 3870,
    height: 2095,
    slots: [{ id: 'wide', x: 100, y: 100, w: 3000, h: 500, panels: ['p/a'] }],
  };
  expect(slotsAcrossSeams(wide, WALL.seams)).toEqual([{ slot: 'wide', seams: [WALL.seams[0]] }]);
});

test("a dragged box whose edge lands in a band goes to the band's nearer side; a resized edge leaves it alone", () => {
  expect(offSeams({ x: 1000, y: 0, w: 925, h: 100 }, DRAG_EDGES, WALL.seams)).toEqual({ x: 995, y: 0, w: 925, h: 100 });
  expect(offSeams({ x: 1945, y: 0, w: 500, h: 100 }, DRAG_EDGES, WALL.seams)).toEqual({
    x: 1950,
    y: 0,
    w: 500,
    h: 100,
  });
  expect(
    offSeams({ x: 0, y: 0, w: 1940, h: 1000 }, { left: false, top: false, right: true, bottom: true }, WALL.seams),
  ).toEqual({ x: 0, y: 0, w: 1920, h: 980 });
  expect(
    offSeams({ x: 1925, y: 1000, w: 300, h: 300 }, { left: true, top: true, right: false, bottom: false }, WALL.seams),
  ).toEqual({ x: 1950, y: 1015, w: 275, h: 285 });
  expect(offSeams({ x: 100, y: 100, w: 3000, h: 300 }, DRAG_EDGES, WALL.seams)).toEqual({
    x: 100,
    y: 100,
    w: 3000,
    h: 300,
  });
});

test("the seams' edges are offered to the snap as zero-size neighbours", () => {
  expect(seamEdgesAsNeighbours(WALL.seams)).toEqual([
    { x: 1920, y: 0, w: 0, h: 0 },
    { x: 1950, y: 0, w: 0, h: 0 },
    { x: 0, y: 980, w: 0, h: 0 },
    { x: 0, y: 1015, w: 0, h: 0 },
  ]);
});
