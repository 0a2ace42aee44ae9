export { RegionDetailPage as Component } from './region-detail-page';
export { loader } from './loader';
