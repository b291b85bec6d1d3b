export { placedPages } from './placed-pages';
export { scheduleRoutes } from './schedule-routes';
export { groupSchedule } from './schedules-store';
