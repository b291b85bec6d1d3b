/** Public surface of the talent panel remote: its panel descriptors (exposed one by one to MF). */
export { default as importTalent } from './panels/import-talent';
export { default as cultivateTalent } from './panels/cultivate-talent';
export { default as determine } from './panels/determine';
export { default as schools } from './panels/schools';
