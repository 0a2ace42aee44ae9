export { ItemListPage as Component } from './item-list-page';
export { loader } from './loader';
