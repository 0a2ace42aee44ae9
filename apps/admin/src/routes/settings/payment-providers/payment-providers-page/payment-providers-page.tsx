import { getErrorMessage } from '@storedesk/client';
import {
  useAdminGetSession,
  useAdminPaymentProviders,
  useAdminStorePaymentProviders,
} from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Section } from '@/components/detail/section';
import { Spinner } from '@/components/spinner';
import { Page } from '@/shell/page';
import { InstalledBadge, ProviderCard } from './components/provider-card';
import { providerDescription, providerName } from './provider-text';

/**
 * `/a/settings/payment-providers`: the ways shoppers can pay and whether each is ready. Admins
 * enter the store's own keys for providers that need them (Stripe); other roles see which
 * providers are ready.
 */
export function PaymentProvidersPage() {
  const { t } = useTranslation('paymentProviders');
  const session = useAdminGetSession();
  const isAdmin = session.data?.user.role === 'admin';
  const settings = useAdminPaymentProviders({ enabled: isAdmin });
  const ready = useAdminStorePaymentProviders({ enabled: !isAdmin && session.isSuccess });

  const loading = (
    <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
      <Spinner />
      {t('loading')}
    </p>
  );

  return (
    <Page
      title={t('title')}
      subtitle={t('subtitle')}
      back={{ to: '/a/settings', label: t('back') }}
      width="narrow"
    >
      {session.isPending ? (
        loading
      ) : isAdmin ? (
        settings.isPending ? (
          loading
        ) : settings.isError ? (
          <Alert>{getErrorMessage(settings.error)}</Alert>
        ) : (
          settings.data.payment_providers.map((provider) => (
            <ProviderCard key={provider.id} provider={provider} />
          ))
        )
      ) : (
        <>
          <p className="rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
            {t('adminsOnly')}
          </p>
          {ready.isPending ? (
            loading
          ) : ready.isError ? (
            <Alert>{getErrorMessage(ready.error)}</Alert>
          ) : (
            ready.data.payment_providers.map((provider) => (
              <Section
                key={provider.id}
                title={providerName(t, provider.id)}
                description={providerDescription(t, provider.id)}
                actions={<InstalledBadge installed={provider.is_installed} />}
              />
            ))
          )}
        </>
      )}
    </Page>
  );
}
