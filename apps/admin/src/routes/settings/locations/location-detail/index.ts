export { LocationDetailPage as Component } from './location-detail-page';
export { loader } from './loader';
