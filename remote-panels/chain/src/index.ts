/** Public surface of the chain panel remote: its panel descriptors (exposed one by one to MF). */
export { default as industryChain } from './panels/industry-chain';
export { default as investment } from './panels/investment';
export { default as techServices } from './panels/tech-services';
