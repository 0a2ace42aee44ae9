export { DraftOrderCreateWizard as Component } from './draft-order-create-wizard';
