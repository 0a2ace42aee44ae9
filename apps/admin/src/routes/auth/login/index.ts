export { LoginPage as Component } from './login-page';
