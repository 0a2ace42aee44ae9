export { OrderEditListPage as Component } from './order-edit-list-page';
export { loader, shouldRevalidate } from './loader';
