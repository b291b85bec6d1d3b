export { groupAdminRoutes } from './group-admin-routes';
export { groupRoutes } from './group-routes';
export { wallRuntimeRoutes } from './wall-runtime-routes';
