import { SIGNUP_STORAGE_KEY, SignupForm } from '@storedesk/contract';
import type { z } from 'zod';

/** The five sign-up fields as saved between the form, the plan picker and the checkout. */
export type SignupData = z.output<typeof SignupForm>;

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
    const parsed = SignupForm.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveSignupData(data: SignupData): void {
  const { fname, lname, email, organization, password } = data;
  window.sessionStorage.setItem(
    SIGNUP_STORAGE_KEY,
    JSON.stringify({ fname, lname, email, organization, password }),
  );
}

export function clearSignupData(): void {
  try {
    window.sessionStorage.removeItem(SIGNUP_STORAGE_KEY);
  } catch {
    // Storage blocked: there is nothing saved to clear.
  }
}
