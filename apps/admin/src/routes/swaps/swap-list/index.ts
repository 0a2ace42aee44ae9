export { SwapListPage as Component } from './swap-list-page';
export { loader, shouldRevalidate } from './loader';
