export { ProductCreatePage as Component } from './product-create-page';
