export { OptionEditModal as Component } from './option-edit-modal';
