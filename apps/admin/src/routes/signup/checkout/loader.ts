import { findPlan } from '@storedesk/contract';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { i18next, i18nReady } from '@/i18n';
import { readSignupData, saveSignupPlan } from '@/lib/signup-data';

/**
 * No saved sign-up data: back to the form (SPEC point 4). No (or an unknown) `plan` in the query
 * string: the SPEC's alert ('Invalid plan selected!' in English), then the plan picker so the
 * person can choose one. A known plan is added to the saved data (SPEC point 3).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!readSignupData()) throw redirect('/sign-up-org');
  const name = new URL(request.url).searchParams.get('plan');
  const plan = name ? findPlan(name) : undefined;
  if (!plan) {
    await i18nReady;
    await i18next.loadNamespaces('signup');
    window.alert(i18next.t('checkout.invalidPlan', { ns: 'signup' }));
    throw redirect('/plans');
  }
  saveSignupPlan(plan.name);
  return { plan };
}
