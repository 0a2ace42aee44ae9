export { PlansPage as Component } from './plans-page';
export { loader } from './loader';
