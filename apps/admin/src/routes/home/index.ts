export { HomePage as Component } from './home-page';
