export { ProfileEditModal as Component } from './profile-edit-modal';
