export { OrderDetailPage as Component } from './order-detail-page';
export { loader } from './loader';
