export { StoreDetailsPage as Component } from './store-details-page';
export { loader } from './loader';
