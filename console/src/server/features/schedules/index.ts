export { groupSchedule } from './schedules-store';
