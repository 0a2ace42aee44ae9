export { CategoryListPage as Component } from './category-list-page';
export { loadCategoryTree as loader } from '../common/tree-loader';
