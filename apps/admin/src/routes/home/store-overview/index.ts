export { StoreOverviewPage as Component } from './store-overview-page';
export { loader } from './loader';
