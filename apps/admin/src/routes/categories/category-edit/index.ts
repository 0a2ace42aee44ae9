export { CategoryEditModal as Component } from './category-edit-modal';
