export { CheckoutPage as Component } from './checkout-page';
export { loader } from './loader';
