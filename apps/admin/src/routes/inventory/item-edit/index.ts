export { ItemEditPage as Component } from './item-edit-page';
