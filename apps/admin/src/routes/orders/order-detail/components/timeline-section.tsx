import { getErrorMessage } from '@storedesk/client';
import { useAdminOrderTimeline } from '@storedesk/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Section } from '@/components/detail/section';
import { NoteForm, staffName } from '@/components/notes/note-form';
import { Spinner } from '@/components/spinner';
import { claimsOf } from '@/routes/claims/common/claim-view';
import { useOrderFormat } from '../../common/format';
import type { OrderView } from '../../common/order-view';
import { useEventText } from './event-text';

/**
 * What happened to the order, newest first, with who did it: placement, payment, fulfilment,
 * shipment, refunds, returns, exchanges, claims, edits, the mail it sent, and the notes staff left; a
 * note is added above.
 */
export function TimelineSection({ order }: { order: OrderView }) {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  const claims = useMemo(() => claimsOf(order), [order]);
  const describe = useEventText(order.currency_code, order.swaps, claims);
  const timeline = useAdminOrderTimeline(order.id);
  const events = [...(timeline.data?.events ?? [])].reverse();

  return (
    <Section title={t('detail.timeline.title')}>
      <NoteForm
        resourceType="order"
        resourceId={order.id}
        text={{
          label: t('detail.timeline.noteLabel'),
          placeholder: t('detail.timeline.notePlaceholder'),
          required: t('detail.timeline.noteRequired'),
          add: t('detail.timeline.addNote'),
          added: t('detail.timeline.noteAdded'),
        }}
      />
      {timeline.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
          <Spinner />
          {t('detail.timeline.loading')}
        </p>
      ) : timeline.isError ? (
        <Alert>{getErrorMessage(timeline.error)}</Alert>
      ) : (
        <ol aria-label={t('detail.timeline.title')} className="flex flex-col">
          {events.map((event, index) => {
            const { text, detail } = describe(event);
            const note = event.kind === 'note';
            return (
              <li key={event.id} className="relative flex gap-3 pb-4 last:pb-0">
                {index < events.length - 1 && (
                  <span
                    aria-hidden="true"
                    className="absolute start-[5px] top-4 bottom-0 w-px bg-slate-200"
                  />
                )}
                <span
                  aria-hidden="true"
                  className={`mt-1.5 size-[11px] shrink-0 rounded-full ring-2 ring-white ${note ? 'bg-amber-400' : 'bg-slate-400'}`}
                />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium break-words text-slate-900">{text}</p>
                  {detail && (
                    <p
                      className={`mt-1 break-words whitespace-pre-line ${note ? 'rounded-md bg-amber-50 px-3 py-2 text-slate-800' : 'text-slate-600'}`}
                    >
                      {detail}
                    </p>
                  )}
                  <p className="mt-0.5 text-xs text-slate-500">
                    {event.actor
                      ? t('detail.timeline.byActor', {
                          date: format.dateTime(event.created_at),
                          name: staffName(event.actor),
                        })
                      : format.dateTime(event.created_at)}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}
