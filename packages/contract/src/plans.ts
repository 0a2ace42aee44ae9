import { z } from 'zod';

/** What every plan includes (SPEC point 3). */
export const PLAN_FEATURES = [
  '2 free domain names',
  '3 one-click apps',
  '1 database',
  'Money-back guarantee',
  '24/7 support',
  'Premium support for 3 months',
  'Free updates for 3 months',
] as const;

export const PLAN_NAMES = ['basic', 'standard', 'premium'] as const;
export const PlanName = z.enum(PLAN_NAMES);
export type PlanName = z.infer<typeof PlanName>;

export interface Plan {
  /** Lower-case id used in `/checkout?plan=` and in the sign-up request. */
  name: PlanName;
  title: string;
  /** Monthly price in minor units (US cents). */
  price: number;
  currency_code: 'usd';
  description: string;
  features: readonly string[];
}

/**
 * The fixed plan list, monthly: Basic $10, Standard $25, Premium $50 (SPEC points 3 and 9). The
 * SPEC names them alphabetically (Basic, Premium, Standard) without asking for an order; the
 * picker and billing show them by price, cheapest first, so the middle card is the middle price
 * (docs/signup-and-billing.md).
 */
export const PLANS: readonly Plan[] = [
  {
    name: 'basic',
    title: 'Basic',
    price: 1000,
    currency_code: 'usd',
    description: 'For a new shop finding its first customers.',
    features: PLAN_FEATURES,
  },
  {
    name: 'standard',
    title: 'Standard',
    price: 2500,
    currency_code: 'usd',
    description: 'For a growing shop with a steady stream of orders.',
    features: PLAN_FEATURES,
  },
  {
    name: 'premium',
    title: 'Premium',
    price: 5000,
    currency_code: 'usd',
    description: 'For an established shop that needs more room.',
    features: PLAN_FEATURES,
  },
];

export function findPlan(name: string): Plan | undefined {
  const wanted = name.trim().toLowerCase();
  return PLANS.find((plan) => plan.name === wanted);
}
