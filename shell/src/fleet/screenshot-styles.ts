/**
 * The computed styles a screenshot copies onto each cloned node. Copying every property (about 350 per node, the
 * library's default) took 4.3 s of a 9.5 s capture on a loaded 2-core machine and blocked the page meanwhile; these
 * are the ones a dashboard's look depends on (box, flex/grid, text, colours, borders, SVG paint). Longhands only:
 * the library compares them one by one with a plain element's defaults.
 */
const sides = (prefix: string, suffix = ''): string[] => ['top', 'right', 'bottom', 'left'].map((side) => `${prefix}-${side}${suffix}`);
const corners = ['top-left', 'top-right', 'bottom-right', 'bottom-left'].map((corner) => `border-${corner}-radius`);

export const SCREENSHOT_STYLE_PROPERTIES: readonly string[] = [
  // box and position
  'display', 'position', 'top', 'right', 'bottom', 'left', 'z-index', 'float', 'box-sizing',
  'width', 'height', 'min-width', 'min-height', 'max-width', 'max-height', 'aspect-ratio',
  ...sides('margin'), ...sides('padding'),
  'overflow-x', 'overflow-y', 'visibility', 'opacity', 'transform', 'transform-origin', 'clip-path', 'filter', 'mix-blend-mode',
  // flex and grid
  'flex-direction', 'flex-wrap', 'flex-grow', 'flex-shrink', 'flex-basis', 'order',
  'align-items', 'align-content', 'align-self', 'justify-content', 'justify-items', 'justify-self', 'row-gap', 'column-gap',
  'grid-template-columns', 'grid-template-rows', 'grid-template-areas', 'grid-auto-flow', 'grid-auto-columns', 'grid-auto-rows',
  'grid-column-start', 'grid-column-end', 'grid-row-start', 'grid-row-end',
  // text
  'color', 'font-family', 'font-size', 'font-weight', 'font-style', 'font-variant-numeric', 'font-kerning', 'line-height',
  'letter-spacing', 'word-spacing', 'text-align', 'text-indent', 'text-transform', 'text-overflow', 'text-shadow',
  'text-decoration-line', 'text-decoration-color', 'text-decoration-style', 'white-space-collapse', 'text-wrap-mode',
  'word-break', 'overflow-wrap', 'vertical-align', 'writing-mode', 'direction', '-webkit-line-clamp', '-webkit-box-orient',
  '-webkit-text-fill-color', '-webkit-text-stroke-width', '-webkit-text-stroke-color', 'list-style-type',
  // backgrounds, borders, shadows
  'background-color', 'background-image', 'background-size', 'background-position-x', 'background-position-y',
  'background-repeat', 'background-clip', 'background-origin', '-webkit-background-clip',
  ...sides('border', '-width'), ...sides('border', '-style'), ...sides('border', '-color'), ...corners,
  'box-shadow', 'outline-width', 'outline-style', 'outline-color', 'outline-offset',
  'object-fit', 'object-position', 'border-collapse', 'border-spacing', 'table-layout',
  // SVG paint (charts drawn as SVG, icons)
  'fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-dasharray', 'stroke-dashoffset',
  'stroke-linecap', 'stroke-linejoin', 'text-anchor', 'dominant-baseline', 'stop-color', 'stop-opacity',
];
