export { ReturnListPage as Component } from './return-list-page';
export { loader, shouldRevalidate } from './loader';
