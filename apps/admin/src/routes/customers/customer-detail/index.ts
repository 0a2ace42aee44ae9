export { CustomerDetailPage as Component } from './customer-detail-page';
export { loader } from './loader';
