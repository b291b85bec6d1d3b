export { adminRoutes } from './admin-routes';
export { userAccessRoutes } from './user-access-routes';
export { checkPassword, createUser, findUser, hasEmergencyAdmin, listUsers, userExists } from './users';
export { switchSeparation } from './separation';
export { changeOwnPassword, endSessions } from './user-access';
export type { UsersContext } from './users-context';
export type { PasswordSignIn } from './users';
