export { CollectionListPage as Component } from './collection-list-page';
export { loader } from './loader';
