export { checkPassword, createUser, findUser, hasEmergencyAdmin, userExists } from './users';
