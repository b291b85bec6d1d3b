export { findUser } from './users';
export { checkPassword, createUser } from './users';
