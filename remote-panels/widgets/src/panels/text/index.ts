import { defineWidget } from '../../components/define-widget';
import { shapeLines } from '../../components/shapes';
import { TextView } from './text-view';

/** 文本/跑马灯: the mapped text, still or scrolling. */
export default defineWidget({
  kind: 'text',
  minSize: { width: 200, height: 60 },
  shape: shapeLines,
  View: TextView,
  isEmpty: (value) => value.length === 0,
});
