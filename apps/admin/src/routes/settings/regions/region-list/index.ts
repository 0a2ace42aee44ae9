export { RegionListPage as Component } from './region-list-page';
export { loader } from './loader';
