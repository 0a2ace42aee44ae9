export { ReturnReasonsPage as Component } from './return-reasons-page';
export { loader } from './loader';
