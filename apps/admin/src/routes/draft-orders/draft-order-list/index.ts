export { DraftOrderListPage as Component } from './draft-order-list-page';
export { loader, shouldRevalidate } from './loader';
