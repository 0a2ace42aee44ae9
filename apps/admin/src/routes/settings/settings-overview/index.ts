export { SettingsOverviewPage as Component } from './settings-overview-page';
