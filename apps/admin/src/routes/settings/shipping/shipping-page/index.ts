export { ShippingPage as Component } from './shipping-page';
