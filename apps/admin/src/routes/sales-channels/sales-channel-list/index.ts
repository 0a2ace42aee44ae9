export { SalesChannelListPage as Component } from './sales-channel-list-page';
export { loader } from './loader';
