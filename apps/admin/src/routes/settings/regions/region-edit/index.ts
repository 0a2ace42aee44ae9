export { RegionEditPage as Component } from './region-edit-page';
