export { mapRoutes } from './map-routes';
export { wallMapRoutes } from './wall-map-routes';
export { prepareGeoMap, seedGeoMaps } from './map-upload';
