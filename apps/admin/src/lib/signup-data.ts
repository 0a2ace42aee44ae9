import { PlanName, SIGNUP_STORAGE_KEY, SignupForm } from '@storedesk/contract';
import type { z } from 'zod';

/**
 * The five sign-up fields as saved between the form, the plan picker and the checkout, plus the
 * chosen plan once the checkout has been reached (SPEC point 3).
 */
export type SignupData = z.output<typeof SignupForm> & { plan?: PlanName };

/**
 * Sign-up data lives in sessionStorage (SPEC point 3, key `signupData`): it survives the trip to
 * the hosted checkout in this tab and is gone when the tab closes. It includes the password,
 * which the success page removes on arrival.
 */
export function readSignupData(): SignupData | null {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(SIGNUP_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    const parsed = SignupForm.safeParse(stored);
    if (!parsed.success) return null;
    const plan = PlanName.safeParse((stored as { plan?: unknown }).plan);
    return plan.success ? { ...parsed.data, plan: plan.data } : parsed.data;
  } catch {
    return null;
  }
}

/** Saves the form's five fields; a plan chosen before is dropped until the checkout again. */
export function saveSignupData(data: SignupData): void {
  const { fname, lname, email, organization, password } = data;
  window.sessionStorage.setItem(
    SIGNUP_STORAGE_KEY,
    JSON.stringify({ fname, lname, email, organization, password }),
  );
}

/**
 * Adds the plan chosen at checkout to the saved data (SPEC point 3), so the data sent to the
 * payment call and a reload of the checkout agree on it. Nothing saved: nothing to add to.
 */
export function saveSignupPlan(plan: PlanName): SignupData | null {
  const data = readSignupData();
  if (!data) return null;
  const { fname, lname, email, organization, password } = data;
  const withPlan = { fname, lname, email, organization, password, plan };
  try {
    window.sessionStorage.setItem(SIGNUP_STORAGE_KEY, JSON.stringify(withPlan));
  } catch {
    // Storage full or blocked: the checkout still sends the plan from the address.
  }
  return withPlan;
}

export function clearSignupData(): void {
  try {
    window.sessionStorage.removeItem(SIGNUP_STORAGE_KEY);
  } catch {
    // Storage blocked: there is nothing saved to clear.
  }
}
