export { HomeDashboardPage as Component } from './home-dashboard-page';
export { loader } from './loader';
