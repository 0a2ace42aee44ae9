import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';

/** Account or Guest: whether the customer signs in to the storefront. */
export function AccountBadge({ hasAccount }: { hasAccount: boolean }) {
  const { t } = useTranslation('customers');
  return hasAccount ? (
    <Badge tone="success">{t('account.yes')}</Badge>
  ) : (
    <Badge>{t('account.no')}</Badge>
  );
}
