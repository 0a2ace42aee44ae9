import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@storedesk/client';
import { AdminPostNotesNoteReq, type OrderTimelineEvent } from '@storedesk/contract';
import { useAdminCreateNote, useAdminOrderTimeline } from '@storedesk/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Section } from '@/components/detail/section';
import { TextareaField } from '@/components/form/textarea-field';
import { useServerFieldError } from '@/components/form/use-server-field-error';
import { Spinner } from '@/components/spinner';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';
import { useOrderFormat } from '../../common/format';
import type { OrderView } from '../../common/order-view';
import { useEventText } from './event-text';

/** A note's text as the contract takes it; any problem is the one key below. */
const resolver = zodResolver(AdminPostNotesNoteReq, { error: () => 'value' });

/**
 * What happened to the order, newest first, with who did it: placement, payment, fulfilment,
 * shipment, refunds, edits, the mail it sent, and the notes staff left; a note is added above.
 */
export function TimelineSection({ order }: { order: OrderView }) {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  const describe = useEventText(order.currency_code);
  const timeline = useAdminOrderTimeline(order.id);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<{ value: string }>({ resolver, defaultValues: { value: '' } });
  const create = useAdminCreateNote({
    onSuccess: () => {
      reset();
      toast.success(t('detail.timeline.noteAdded'));
    },
  });
  const onField = useServerFieldError(create.error, ['value'], setError);
  const events = [...(timeline.data?.events ?? [])].reverse();
  const actorName = (actor: NonNullable<OrderTimelineEvent['actor']>) =>
    [actor.first_name, actor.last_name].filter(Boolean).join(' ') || actor.email;

  return (
    <Section title={t('detail.timeline.title')}>
      <form
        noValidate
        className="flex flex-col gap-2"
        onSubmit={handleSubmit(({ value }) =>
          create.mutate({ resource_type: 'order', resource_id: order.id, value }),
        )}
      >
        {create.isError && !onField && <Alert>{getErrorMessage(create.error)}</Alert>}
        <TextareaField
          label={t('detail.timeline.noteLabel')}
          rows={2}
          placeholder={t('detail.timeline.notePlaceholder')}
          error={
            errors.value
              ? errors.value.type === 'server'
                ? errors.value.message
                : t('detail.timeline.noteRequired')
              : undefined
          }
          {...register('value')}
        />
        <div className="flex justify-end">
          <UiButton type="submit" variant="secondary" isLoading={create.isPending}>
            {t('detail.timeline.addNote')}
          </UiButton>
        </div>
      </form>
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
                          name: actorName(event.actor),
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
