export { CollectionEditModal as Component } from './collection-edit-modal';
