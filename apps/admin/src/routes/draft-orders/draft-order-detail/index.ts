export { DraftOrderDetailPage as Component } from './draft-order-detail-page';
export { loader } from './loader';
