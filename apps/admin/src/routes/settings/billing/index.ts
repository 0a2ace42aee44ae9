export { SettingsBillingPage as Component } from './settings-billing-page';
export { loader } from './loader';
