export { CollectionCreateModal as Component } from './collection-create-modal';
