export { PriceListListPage as Component } from './price-list-list-page';
export { loader } from './loader';
