export { TaxRatesPage as Component } from './tax-rates-page';
