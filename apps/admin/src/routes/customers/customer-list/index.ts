export { CustomerListPage as Component } from './customer-list-page';
export { loader, shouldRevalidate } from './loader';
