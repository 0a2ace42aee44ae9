export { ClaimListPage as Component } from './claim-list-page';
export { loader, shouldRevalidate } from './loader';
