export { ProductListPage as Component } from './product-list-page';
export { loader, shouldRevalidate } from './loader';
