import { getErrorMessage } from '@storedesk/client';
import type { Notification } from '@storedesk/contract';
import { useAdminNotifications } from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Badge, type BadgeTone } from '@/components/badge';
import { Section } from '@/components/detail/section';
import { Spinner } from '@/components/spinner';
import { UiButton } from '@/components/ui/ui-button';
import { useOrderFormat } from '../../common/format';
import { MAIL_EVENTS, type MailEvent } from '../../common/mail-events';
import type { OrderView } from '../../common/order-view';
import { ResendModal } from './resend-modal';

const TONE: Record<Notification['status'], BadgeTone> = {
  sent: 'success',
  pending: 'warning',
  failed: 'danger',
};

/** The mail the order sent (confirmation, shipment, refund, cancelation), each resendable. */
export function NotificationsSection({ order }: { order: OrderView }) {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  const notifications = useAdminNotifications({ resource_id: order.id });
  const [resending, setResending] = useState<Notification | null>(null);
  const mailName = (name: string) =>
    (MAIL_EVENTS as readonly string[]).includes(name) ? t(`mail.${name as MailEvent}`) : name;
  const when = (entry: Notification) => format.dateTime(entry.sent_at ?? entry.created_at);
  const status = (entry: Notification) => (
    <Badge tone={TONE[entry.status]}>{t(`notificationStatus.${entry.status}`)}</Badge>
  );

  return (
    <Section title={t('detail.notifications.title')}>
      {notifications.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
          <Spinner />
          {t('detail.notifications.loading')}
        </p>
      ) : notifications.isError ? (
        <Alert>{getErrorMessage(notifications.error)}</Alert>
      ) : notifications.data.notifications.length === 0 ? (
        <p className="text-sm text-slate-600">{t('detail.notifications.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {notifications.data.notifications.map((entry) => (
            <li
              key={entry.id}
              aria-label={mailName(entry.event_name)}
              className="flex flex-col gap-1 py-3 text-sm first:pt-0 last:pb-0"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium text-slate-900">{mailName(entry.event_name)}</p>
                {status(entry)}
              </div>
              <p className="break-all text-slate-600">
                {t('detail.notifications.sentTo', { to: entry.to, date: when(entry) })}
              </p>
              {entry.status === 'failed' && entry.last_error && (
                <p className="break-words text-red-700">{entry.last_error}</p>
              )}
              {(entry.resends ?? []).map((resend) => (
                <p
                  key={resend.id}
                  className="flex flex-wrap items-center gap-2 break-all text-slate-500"
                >
                  {t('detail.notifications.resentTo', { to: resend.to, date: when(resend) })}
                  {status(resend)}
                </p>
              ))}
              <div>
                <UiButton
                  variant="ghost"
                  className="-ms-3 px-3 py-1"
                  onClick={() => setResending(entry)}
                >
                  {t('detail.notifications.resend')}
                </UiButton>
              </div>
            </li>
          ))}
        </ul>
      )}
      {resending && (
        <ResendModal
          notification={resending}
          name={mailName(resending.event_name)}
          onClose={() => setResending(null)}
        />
      )}
    </Section>
  );
}
