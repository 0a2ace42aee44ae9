export { UsersPage as Component } from './users-page';
