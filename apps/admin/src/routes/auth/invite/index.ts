export { InvitePage as Component } from './invite-page';
