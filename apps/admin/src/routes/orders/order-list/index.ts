export { OrderListPage as Component } from './order-list-page';
export { loader, shouldRevalidate } from './loader';
