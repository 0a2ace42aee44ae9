export { PriceListCreatePage as Component } from './price-list-create-page';
export { loader } from './loader';
