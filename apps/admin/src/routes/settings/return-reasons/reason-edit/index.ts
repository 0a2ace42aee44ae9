export { ReasonEditModal as Component } from './reason-edit-modal';
