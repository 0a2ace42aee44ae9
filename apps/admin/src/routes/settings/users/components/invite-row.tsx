import { getErrorMessage } from '@storedesk/client';
import type { Invite } from '@storedesk/contract';
import { useAdminDeleteInvite, useAdminResendInvite } from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';

/** A pending invitation with its expiry, and resend / delete. */
export function InviteRow({ invite }: { invite: Invite }) {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const [confirming, setConfirming] = useState(false);
  const resend = useAdminResendInvite(invite.id, {
    onSuccess: () => {
      toast.success(t('settings.users.resent', { email: invite.user_email }));
    },
    onError: (error) => {
      toast.error(t('common:toast.error'), getErrorMessage(error));
    },
  });
  const remove = useAdminDeleteInvite(invite.id, {
    onSuccess: () => {
      setConfirming(false);
      toast.success(t('settings.users.deleted'));
    },
  });
  const expiresAt = new Date(invite.expires_at);
  // The list is read when the page renders; 'now' only decides the wording.
  const expired = expiresAt.getTime() < Date.now();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(expiresAt);

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-all text-slate-900">{invite.user_email}</p>
        <p className="text-sm text-slate-600">
          {t(`settings.users.roles.${invite.role}`)} ·{' '}
          {expired ? t('settings.users.expired') : t('settings.users.expires', { date })}
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" isLoading={resend.isPending} onClick={() => resend.mutate()}>
          {t('settings.users.resend')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            remove.reset();
            setConfirming(true);
          }}
        >
          {t('settings.users.delete')}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('settings.users.deleteTitle', { email: invite.user_email })}
        description={t('settings.users.deleteText')}
        confirmLabel={t('settings.users.deleteConfirm')}
        variant="danger"
        isLoading={remove.isPending}
        error={remove.error ? getErrorMessage(remove.error) : undefined}
        onConfirm={() => remove.mutate()}
      />
    </li>
  );
}
