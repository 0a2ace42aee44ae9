export { ProfileCreateModal as Component } from './profile-create-modal';
