/** Public surface of the services panel remote: its panel descriptors (exposed one by one to MF). */
export { default as introduce } from './panels/introduce';
export { default as evaluation } from './panels/evaluation';
export { default as serviceOverview } from './panels/service-overview';
export { default as handling } from './panels/handling';
