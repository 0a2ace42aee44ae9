import type { ShippingRequirementType } from '@storedesk/contract';

/**
 * Whether a cart may ship with an option, by the option's requirements on the cart's subtotal
 * (Medusa v1's rule): a `min_subtotal` is met when the subtotal reaches it, a `max_subtotal` when
 * the subtotal stays below it. An option without requirements is always eligible.
 *
 * `subtotal` is in the region's minor units: the cart's items after discounts, with their tax
 * when the option's price includes tax (what v1 compares too), so "free over €50" means what the
 * shopper reads on the page.
 */
export function eligible(
  option: { requirements: readonly { type: ShippingRequirementType; amount: number }[] },
  subtotal: number,
): boolean {
  return option.requirements.every((requirement) =>
    requirement.type === 'min_subtotal'
      ? subtotal >= requirement.amount
      : subtotal < requirement.amount,
  );
}
