export { CategoryCreateModal as Component } from './category-create-modal';
