export { SignUpOrgPage as Component } from './sign-up-org-page';
