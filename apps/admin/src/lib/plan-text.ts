import { PLAN_FEATURES, type Plan } from '@storedesk/contract';
import { useTranslation } from 'react-i18next';

/** `signup:plans.featureList.*` keys, in the order of the contract's `PLAN_FEATURES`. */
const FEATURE_KEYS = [
  'domains',
  'apps',
  'database',
  'moneyBack',
  'support',
  'premiumSupport',
  'updates',
] as const;

/** A plan's title, description and features in the current language. */
export function usePlanText() {
  const { t } = useTranslation('signup');
  return {
    title: (plan: Pick<Plan, 'name'>) => t(`plans.names.${plan.name}`),
    description: (plan: Pick<Plan, 'name'>) => t(`plans.descriptions.${plan.name}`),
    feature: (feature: string) => {
      const key = FEATURE_KEYS[(PLAN_FEATURES as readonly string[]).indexOf(feature)];
      return key ? t(`plans.featureList.${key}`) : feature;
    },
  };
}
