export { placedPages } from './placed-pages';
export { groupSchedule } from './schedules-store';
