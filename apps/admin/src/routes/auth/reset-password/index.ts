export { ResetPasswordPage as Component } from './reset-password-page';
