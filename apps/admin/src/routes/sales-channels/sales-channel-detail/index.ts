export { SalesChannelDetailPage as Component } from './sales-channel-detail-page';
export { loader } from './loader';
