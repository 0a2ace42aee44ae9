export { LocationListPage as Component } from './location-list-page';
export { loader } from './loader';
