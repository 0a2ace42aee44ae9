import type {
  AdminBillingRedirectRes,
  AdminBillingRes,
  AdminPostBillingPlanReq,
  SignupStatusRes,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';

/**
 * The store's subscription (Settings → Billing) and the sign-up status the success page reads.
 * Not in SPEC point 7: Storedesk's own calls for the paid plans.
 */
export function adminBilling(http: HttpClient) {
  return {
    retrieve(options?: CallOptions): Promise<AdminBillingRes> {
      return http.get('/admin/billing', undefined, options);
    },
    /** Local provider only: switch to another plan now. */
    changePlan(body: AdminPostBillingPlanReq, options?: CallOptions): Promise<AdminBillingRes> {
      return http.post('/admin/billing/plan', body, options);
    },
    /** Local provider only: end the subscription when the paid period ends. */
    cancel(options?: CallOptions): Promise<AdminBillingRes> {
      return http.post('/admin/billing/cancel', {}, options);
    },
    /** Local provider only: undo a cancellation before the period ends. */
    resume(options?: CallOptions): Promise<AdminBillingRes> {
      return http.post('/admin/billing/resume', {}, options);
    },
    /** Where to pay or manage the plan: Stripe's customer portal, or the local checkout. */
    manage(options?: CallOptions): Promise<AdminBillingRedirectRes> {
      return http.post('/admin/billing/manage', {}, options);
    },
    /** Has the organisation of this checkout session been created yet? (No login needed.) */
    signupStatus(sessionId: string, options?: CallOptions): Promise<SignupStatusRes> {
      return http.get('/admin/signup/status', { session_id: sessionId }, options);
    },
  };
}
export type AdminBillingResource = ReturnType<typeof adminBilling>;
