import { getErrorMessage } from '@storedesk/client';
import type { PublishableApiKey } from '@storedesk/contract';
import { useAdminRevokePublishableApiKey } from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';

/** One key: its title, the id storefronts send, its state and a revoke action. */
export function ApiKeyRow({ apiKey }: { apiKey: PublishableApiKey }) {
  const { t, i18n } = useTranslation('shell');
  const [confirming, setConfirming] = useState(false);
  const revoke = useAdminRevokePublishableApiKey(apiKey.id, {
    onSuccess: () => {
      setConfirming(false);
      toast.success(t('settings.apiKeys.revokedToast', { title: apiKey.title }));
    },
  });
  const format = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const revoked = apiKey.revoked_at !== null;

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <span className="break-words">{apiKey.title}</span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${revoked ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-emerald-50 text-emerald-800 ring-emerald-200'}`}
          >
            {revoked ? t('settings.apiKeys.revoked') : t('settings.apiKeys.active')}
          </span>
        </p>
        <p className="mt-1 font-mono text-xs break-all text-slate-600" dir="ltr">
          {apiKey.id}
        </p>
        <p className="mt-1 text-xs text-slate-500">
          {apiKey.revoked_at
            ? t('settings.apiKeys.revokedAt', { date: format(apiKey.revoked_at) })
            : t('settings.apiKeys.createdAt', { date: format(apiKey.created_at) })}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard
              ?.writeText(apiKey.id)
              .then(() => toast.success(t('settings.apiKeys.copied')));
          }}
        >
          {t('settings.apiKeys.copy')}
        </Button>
        {!revoked && (
          <Button
            variant="secondary"
            onClick={() => {
              revoke.reset();
              setConfirming(true);
            }}
          >
            {t('settings.apiKeys.revoke')}
          </Button>
        )}
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('settings.apiKeys.revokeTitle', { title: apiKey.title })}
        description={t('settings.apiKeys.revokeText')}
        confirmLabel={t('settings.apiKeys.revokeConfirm')}
        variant="danger"
        isLoading={revoke.isPending}
        error={revoke.error ? getErrorMessage(revoke.error) : undefined}
        onConfirm={() => revoke.mutate()}
      />
    </li>
  );
}
