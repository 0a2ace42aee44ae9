export { ReasonCreateModal as Component } from './reason-create-modal';
