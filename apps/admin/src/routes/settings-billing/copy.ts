import type { BillingStatus, Plan } from '@storedesk/contract';

/** Every string of the billing screen, in one place for the move to i18next. */
export const copy = {
  back: 'Back to dashboard',
  title: 'Billing',
  subtitle: 'Your plan and how you pay for it.',
  loading: 'Loading billing…',
  noPlan: 'This store has no paid plan.',
  noPlanHint: 'It was set up by an operator, so there is nothing to pay here.',
  paid: 'Payment received. Thank you!',
  currentPlan: 'Current plan',
  planName: (plan: Plan) => `${plan.title} plan`,
  status: 'Status',
  statuses: {
    active: 'Active',
    past_due: 'Past due',
    canceled: 'Canceled',
  } satisfies Record<BillingStatus, string>,
  price: 'Monthly price',
  perMonth: 'per month',
  /** What the period end means in each state. */
  periodEnd: {
    renews: 'Next renewal',
    ends: 'Ends on',
    paidUntil: 'Paid until',
  },
  noDate: '—',
  endsNotice: (date: string) =>
    `Your subscription is canceled and ends on ${date}. Until then everything keeps working; resume it to keep your store running after that.`,
  pastDueNotice: 'Your last payment failed. Pay now to keep your store running.',
  canceledNotice: 'Your subscription has ended, so your store is read-only until you pay.',
  payNow: 'Pay now',
  manage: 'Manage billing',
  manageHint: 'Change your plan, card or invoices in the Stripe customer portal.',
  resume: 'Resume subscription',
  resumed: 'Your subscription continues.',
  cancel: 'Cancel subscription',
  cancelTitle: 'Cancel your subscription?',
  cancelText: (date: string) =>
    `Your store keeps working until ${date}. After that it becomes read-only until you pay for a plan again. You can resume before then.`,
  cancelConfirm: 'Cancel subscription',
  cancelKeep: 'Keep subscription',
  canceled: (date: string) => `Your subscription ends on ${date}.`,
  changePlan: 'Change plan',
  changePlanHint: 'The new price applies from your next renewal.',
  current: 'Current',
  changePlanSubmit: 'Change plan',
  changeTitle: (plan: Plan) => `Switch to the ${plan.title} plan?`,
  changeText: (plan: Plan, price: string) =>
    `Your store moves to ${plan.title} now. From your next renewal you pay ${price} per month.`,
  changeConfirm: 'Switch plan',
  changeKeep: 'Keep current plan',
  changed: (plan: Plan) => `You are now on the ${plan.title} plan.`,
  subscription: 'Subscription',
} as const;
