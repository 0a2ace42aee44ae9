export { AreaComingSoonPage as Component } from './area-coming-soon-page';
