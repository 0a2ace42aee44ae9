export { SuccessPage as Component } from './success-page';
export { loader } from './loader';
