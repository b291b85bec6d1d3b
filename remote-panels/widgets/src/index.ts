/** Public surface of the widgets remote: one descriptor per widget kind (exposed one by one to MF as `widgets/<kind>`). */
export { default as number } from './panels/number';
export { default as chart } from './panels/chart';
export { default as pie } from './panels/pie';
export { default as ranking } from './panels/ranking';
export { default as board } from './panels/board';
export { default as text } from './panels/text';
export { default as gauge } from './panels/gauge';
export { default as map } from './panels/map';
