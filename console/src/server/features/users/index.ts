export { adminRoutes } from './admin-routes';
export { userAccessRoutes } from './user-access-routes';
export { checkPassword, createUser, findUser, hasEmergencyAdmin, listUsers, userExists } from './users';
export { switchSeparation } from './separation';
