import type { FastifyRequest } from 'fastify';
import { signedInCustomer } from './customer-session.js';

/**
 * What a store API answer shows of the customer a cart or an order belongs to, by who asks
 * (the route review in docs/store-api.md):
 * - the customer signed in with the request sees their own customer whole;
 * - anyone else sees a guest customer (`has_account` false) without the fields staff may have
 *   filled in (name, phone, billing address, metadata): a guest row is shared by every shopper
 *   who types its email, so those fields are nobody's to show;
 * - anyone else sees no customer at all when it is an account (`customer: null`; the id stays
 *   in `customer_id`), so holding a cart or an order id never reveals an account's details.
 */
export function customerSeenBy(
  customer: unknown,
  viewerId: string | null,
): Record<string, unknown> | null {
  if (!customer || typeof customer !== 'object') return null;
  const whole = customer as Record<string, unknown>;
  if (viewerId !== null && whole.id === viewerId) return whole;
  if (whole.has_account !== false) return null;
  return {
    ...whole,
    first_name: null,
    last_name: null,
    phone: null,
    billing_address_id: null,
    metadata: null,
  };
}

/** A cart or an order with its `customer` as `viewerId` may see it (`customerSeenBy`). */
export function seenBy<T extends object>(answer: T, viewerId: string | null): T {
  if (!('customer' in answer)) return answer;
  return { ...answer, customer: customerSeenBy(answer.customer, viewerId) };
}

/** The id of the customer signed in with a store request, or null. */
export async function viewerOf(request: FastifyRequest): Promise<string | null> {
  return (await signedInCustomer(request))?.id ?? null;
}
