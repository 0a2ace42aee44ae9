export { LocationCreatePage as Component } from './location-create-page';
