export { SalesChannelCreatePage as Component } from './sales-channel-create-page';
