import { getErrorMessage } from '@storedesk/client';
import type { AdminPaymentProviderSettings } from '@storedesk/contract';
import { useAdminCheckPaymentProvider, useAdminDeletePaymentProvider } from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { DetailList } from '@/components/detail/detail-list';
import { Section } from '@/components/detail/section';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { intlLanguage } from '@/routes/settings/regions/common/display-names';
import { fieldLabel, providerDescription, providerName } from '../provider-text';
import { SettingsForm } from './settings-form';

/** Ready or not set up. */
export function InstalledBadge({ installed }: { installed: boolean }) {
  const { t } = useTranslation('paymentProviders');
  return installed ? (
    <Badge tone="success">{t('installed')}</Badge>
  ) : (
    <Badge tone="warning">{t('notInstalled')}</Badge>
  );
}

/**
 * One provider: what it does and whether it is ready; for one that needs the store's own keys,
 * the keys (entered once, then shown masked), "Check connection", replacing and removing them.
 */
export function ProviderCard({ provider }: { provider: AdminPaymentProviderSettings }) {
  const { t, i18n } = useTranslation('paymentProviders');
  const name = providerName(t, provider.id);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const check = useAdminCheckPaymentProvider(provider.id);
  const remove = useAdminDeletePaymentProvider(provider.id, {
    onSuccess: () => {
      setRemoving(false);
      check.reset();
      toast.success(t('settings.removed', { provider: name }));
    },
  });
  const needsSettings = provider.fields.length > 0;
  const saved = provider.settings;

  return (
    <Section
      title={name}
      description={providerDescription(t, provider.id)}
      actions={<InstalledBadge installed={provider.is_installed} />}
    >
      {needsSettings &&
        (saved === null || editing ? (
          <SettingsForm
            provider={provider}
            onCancel={saved === null ? undefined : () => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              check.reset();
            }}
          />
        ) : (
          <div className="flex flex-col gap-4">
            <DetailList
              items={provider.fields.map((field) => [
                fieldLabel(t, field.key),
                <code key={field.key} className="font-mono text-sm break-all">
                  {saved[field.key] ?? '—'}
                </code>,
              ])}
            />
            {provider.updated_at && (
              <p className="text-sm text-slate-500">
                {t('settings.updated', {
                  date: new Intl.DateTimeFormat(intlLanguage(i18n.language), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }).format(new Date(provider.updated_at)),
                })}
              </p>
            )}
            {check.data && (
              <div
                role="status"
                className={`rounded-md border px-3 py-2 text-sm ${check.data.ok ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-red-200 bg-red-50 text-red-800'}`}
              >
                <p className="font-semibold">{check.data.ok ? t('check.ok') : t('check.failed')}</p>
                <p>{check.data.message}</p>
              </div>
            )}
            {check.error !== null && (
              <div
                role="alert"
                className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
              >
                <p className="font-semibold">{t('check.failed')}</p>
                <p>{getErrorMessage(check.error)}</p>
              </div>
            )}
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                isLoading={check.isPending}
                onClick={() => check.mutate(undefined)}
              >
                {t('check.button')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  check.reset();
                  setEditing(true);
                }}
              >
                {t('settings.replace')}
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  remove.reset();
                  setRemoving(true);
                }}
              >
                {t('settings.remove')}
              </Button>
            </div>
            <Dialog
              open={removing}
              onOpenChange={setRemoving}
              variant="danger"
              title={t('settings.removeTitle', { provider: name })}
              description={t('settings.removeText', { provider: name })}
              confirmLabel={t('settings.removeConfirm')}
              isLoading={remove.isPending}
              error={remove.error ? getErrorMessage(remove.error) : undefined}
              onConfirm={() => remove.mutate(undefined)}
            />
          </div>
        ))}
    </Section>
  );
}
