/** Public surface of the devices panel remote (分析测试中心): its panel descriptors, exposed one by one to MF. */
export { default as categories } from './panels/categories';
export { default as status } from './panels/status';
export { default as utilization } from './panels/utilization';
export { default as reserveTrend } from './panels/reserve-trend';
export { default as reservations } from './panels/reservations';
export { default as transfers } from './panels/transfers';
