export { ItemDetailPage as Component } from './item-detail-page';
export { loader } from './loader';
