export { CurrenciesPage as Component } from './currencies-page';
export { loader } from './loader';
