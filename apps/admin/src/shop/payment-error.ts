/**
 * A card the payment provider's own script refused in the browser (Stripe.js: a decline, a
 * failed 3-D Secure check), before our server heard of the payment. Its message is the
 * provider's sentence for the shopper, in the shopper's language where the provider has it.
 */
export class CardRefused extends Error {
  override name = 'CardRefused';
}
