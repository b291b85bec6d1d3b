import { useRegisteredMap } from '@cockpit/shared-sdk';
import { defineWidget } from '../../components/define-widget';
import { shapeItems } from '../../components/shapes';
import { MapView } from './map-view';

/** 区域地图: the institution's own regions, coloured by the mapped `[{name, value}]`. */
export default defineWidget({
  kind: 'map',
  minSize: { width: 360, height: 260 },
  shape: shapeItems,
  View: MapView,
  isEmpty: (value) => value.length === 0,
  useCompanion: (options) => useRegisteredMap(options?.map),
});
