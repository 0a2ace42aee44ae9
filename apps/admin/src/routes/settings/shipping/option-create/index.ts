export { OptionCreateModal as Component } from './option-create-modal';
