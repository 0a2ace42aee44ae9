export { SalesChannelEditPage as Component } from './sales-channel-edit-page';
