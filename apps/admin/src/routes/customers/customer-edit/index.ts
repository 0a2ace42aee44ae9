export { CustomerEditModal as Component } from './customer-edit-modal';
