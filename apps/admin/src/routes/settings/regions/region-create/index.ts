export { RegionCreatePage as Component } from './region-create-page';
