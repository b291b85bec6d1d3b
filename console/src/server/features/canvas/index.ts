export { pageFitFault } from './canvas-check';
export { canvasRoutes } from './canvas-routes';
export { groupCanvas } from './group-canvases';
export { wallShapeInfo } from './wall-shape-info';
