export { DefaultRateModal as Component } from './default-rate-modal';
