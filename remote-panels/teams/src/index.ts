/** Public surface of the teams panel remote: its panel descriptors (exposed one by one to MF). */
export { default as runningTeams } from './panels/running-teams';
export { default as teamDirectory } from './panels/team-directory';
export { default as institutions } from './panels/institutions';
