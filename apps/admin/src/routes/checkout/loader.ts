import { findPlan } from '@storedesk/contract';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { readSignupData } from '@/lib/signup-data';

export const INVALID_PLAN_MESSAGE = 'Invalid plan selected!';

/**
 * No saved sign-up data: back to the form (SPEC point 4). No (or an unknown) `plan` in the query
 * string: the SPEC's alert, then the plan picker so the person can choose one.
 */
export function loader({ request }: LoaderFunctionArgs) {
  if (!readSignupData()) throw redirect('/sign-up-org');
  const name = new URL(request.url).searchParams.get('plan');
  const plan = name ? findPlan(name) : undefined;
  if (!plan) {
    window.alert(INVALID_PLAN_MESSAGE);
    throw redirect('/plans');
  }
  return { plan };
}
