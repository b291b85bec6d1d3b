/** Public surface of the notices panel remote: its panel descriptors (exposed one by one to MF). */
export { default as notices } from './panels/notices';
export { default as activityByMonth } from './panels/activity-by-month';
