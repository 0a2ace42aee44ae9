import { z } from 'zod';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, Timestamp } from './common.js';
import { PLAN_NAMES, PlanName } from './plans.js';

/** The sign-up form's messages (SPEC point 5); the form and the server use the same schema. */
export const SIGNUP_MESSAGES = {
  fnameRequired: 'First name is required',
  lnameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  organizationRequired: 'Organization name is required',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  planInvalid: 'Invalid plan selected!',
  textTooLong: 'Must be at most 200 characters',
  passwordTooLong: 'Password must be at most 256 characters',
} as const;

/** Longest name or organisation, and longest password, the form and the server accept. */
export const SIGNUP_TEXT_MAX_LENGTH = 200;
export const PASSWORD_MAX_LENGTH = 256;

const required = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { message })
    .max(SIGNUP_TEXT_MAX_LENGTH, { message: SIGNUP_MESSAGES.textTooLong });

/** The five fields of the sign-up form, saved in sessionStorage under `signupData`. */
export const SignupForm = z.object({
  fname: required(SIGNUP_MESSAGES.fnameRequired),
  lname: required(SIGNUP_MESSAGES.lnameRequired),
  email: z
    .string({ error: SIGNUP_MESSAGES.emailRequired })
    .trim()
    .min(1, { message: SIGNUP_MESSAGES.emailRequired })
    .regex(EMAIL_PATTERN, { message: SIGNUP_MESSAGES.emailInvalid })
    .max(320, { message: SIGNUP_MESSAGES.emailInvalid })
    .transform((email) => email.toLowerCase()),
  organization: required(SIGNUP_MESSAGES.organizationRequired),
  password: z
    .string({ error: SIGNUP_MESSAGES.passwordRequired })
    .min(1, { message: SIGNUP_MESSAGES.passwordRequired })
    .min(PASSWORD_MIN_LENGTH, { message: SIGNUP_MESSAGES.passwordTooShort })
    .max(PASSWORD_MAX_LENGTH, { message: SIGNUP_MESSAGES.passwordTooLong }),
});
export type SignupForm = z.input<typeof SignupForm>;

/** Browser storage key of the saved sign-up data (SPEC point 3). */
export const SIGNUP_STORAGE_KEY = 'signupData';

export const AdminIsUserExistsReq = z.strictObject({
  email: z.string({ error: SIGNUP_MESSAGES.emailRequired }).trim().min(1).max(320),
});
export type AdminIsUserExistsReq = z.infer<typeof AdminIsUserExistsReq>;

/** The spelling `isAccountExits` is part of the contract (SPEC point 7). */
export const AdminIsUserExistsRes = z.object({ isAccountExits: z.boolean() });
export type AdminIsUserExistsRes = z.infer<typeof AdminIsUserExistsRes>;

export const AdminOrgPaymentReq = z.strictObject({
  userData: z.strictObject({
    ...SignupForm.shape,
    plan: z
      .string({ error: SIGNUP_MESSAGES.planInvalid })
      .trim()
      .toLowerCase()
      .pipe(z.enum(PLAN_NAMES, { message: SIGNUP_MESSAGES.planInvalid })),
  }),
});
export type AdminOrgPaymentReq = z.input<typeof AdminOrgPaymentReq>;

export const AdminOrgPaymentRes = z.object({ sessionId: z.string(), url: z.string() });
export type AdminOrgPaymentRes = z.infer<typeof AdminOrgPaymentRes>;

export const SIGNUP_STATUSES = ['pending', 'provisioned', 'needs_attention'] as const;

/**
 * What the success page may ask: has the organisation been created yet? Only the status: the
 * session id travels in URLs, so the answer names no person or organisation.
 */
export const SignupStatusRes = z.object({ status: z.enum(SIGNUP_STATUSES) });
export type SignupStatusRes = z.infer<typeof SignupStatusRes>;

export const BILLING_STATUSES = ['active', 'past_due', 'canceled'] as const;
export const BillingStatus = z.enum(BILLING_STATUSES);
export type BillingStatus = z.infer<typeof BillingStatus>;

export const Billing = z.object({
  plan: PlanName,
  status: BillingStatus,
  provider: z.enum(['local', 'stripe']),
  /** Monthly price in minor units. */
  amount: z.number().int(),
  currency_code: z.string(),
  current_period_end: Timestamp.nullable(),
  cancel_at_period_end: z.boolean(),
});
export type Billing = z.infer<typeof Billing>;

export const AdminBillingRes = z.object({ billing: Billing.nullable() });
export type AdminBillingRes = z.infer<typeof AdminBillingRes>;

export const AdminPostBillingPlanReq = z.strictObject({ plan: PlanName });
export type AdminPostBillingPlanReq = z.infer<typeof AdminPostBillingPlanReq>;

/** Where to send the browser next (Stripe's portal or checkout, or the local pages). */
export const AdminBillingRedirectRes = z.object({ url: z.string() });
export type AdminBillingRedirectRes = z.infer<typeof AdminBillingRedirectRes>;
