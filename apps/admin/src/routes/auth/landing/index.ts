export { LandingPage as Component } from './landing-page';
