export { pageFitFault } from './canvas-check';
export { groupCanvas } from './group-canvases';
export { wallShapeInfo } from './wall-shape-info';
