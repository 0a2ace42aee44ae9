export { CollectionDetailPage as Component } from './collection-detail-page';
export { loader } from './loader';
