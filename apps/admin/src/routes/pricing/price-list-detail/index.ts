export { PriceListDetailPage as Component } from './price-list-detail-page';
export { loader } from './loader';
