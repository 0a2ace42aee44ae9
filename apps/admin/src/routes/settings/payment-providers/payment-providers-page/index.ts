export { PaymentProvidersPage as Component } from './payment-providers-page';
export { loader } from './loader';
