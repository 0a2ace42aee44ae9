export { OrderEditModal as Component } from './order-edit-modal';
