export { PublishableApiKeysPage as Component } from './publishable-api-keys-page';
