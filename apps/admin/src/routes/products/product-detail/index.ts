export { ProductDetailPage as Component } from './product-detail-page';
export { loader } from './loader';
