export { LocationEditPage as Component } from './location-edit-page';
