export { CategoryDetailPage as Component } from './category-detail-page';
export { loader } from './loader';
