export { TaxRateCreateModal as Component } from './tax-rate-create-modal';
