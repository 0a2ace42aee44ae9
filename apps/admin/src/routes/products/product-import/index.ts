export { ProductImportModal as Component } from './product-import-modal';
