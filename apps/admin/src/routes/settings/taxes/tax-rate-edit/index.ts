export { TaxRateEditModal as Component } from './tax-rate-edit-modal';
