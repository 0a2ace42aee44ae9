import { getErrorMessage } from '@storedesk/client';
import type { Note } from '@storedesk/contract';
import { useAdminDeleteNote, useAdminNotes } from '@storedesk/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { ConfirmDelete } from '@/components/detail/confirm-delete';
import { Section } from '@/components/detail/section';
import { NoteForm, staffName } from '@/components/notes/note-form';
import { Spinner } from '@/components/spinner';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';
import { intlLanguage } from '@/routes/settings/regions/common/display-names';

/**
 * The notes staff left on the customer, newest first, each with who wrote it and when; a note is
 * added above the list and deleted after a question.
 */
export function CustomerNotes({ customerId }: { customerId: string }) {
  const { t, i18n } = useTranslation('customers');
  const language = intlLanguage(i18n.language);
  const moment = useMemo(
    () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
    [language],
  );
  const notes = useAdminNotes({ resource_id: customerId });
  const [removing, setRemoving] = useState<Note | null>(null);
  const list = notes.data?.notes ?? [];
  const count = notes.data?.count ?? 0;

  return (
    <Section title={t('detail.notes.title')}>
      <NoteForm
        resourceType="customer"
        resourceId={customerId}
        text={{
          label: t('detail.notes.label'),
          placeholder: t('detail.notes.placeholder'),
          required: t('detail.notes.required'),
          add: t('detail.notes.add'),
          added: t('detail.notes.added'),
        }}
      />
      {notes.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
          <Spinner />
          {t('detail.notes.loading')}
        </p>
      ) : notes.isError ? (
        <Alert>{getErrorMessage(notes.error)}</Alert>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">{t('detail.notes.empty')}</p>
      ) : (
        <>
          <ul aria-label={t('detail.notes.title')} className="flex flex-col gap-3">
            {list.map((note) => {
              const date = moment.format(new Date(note.created_at));
              return (
                <li key={note.id} className="flex items-start gap-2 rounded-md bg-amber-50 p-3">
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="break-words whitespace-pre-line text-slate-900">{note.value}</p>
                    <p className="mt-1 text-xs text-slate-600">
                      {note.author
                        ? t('detail.notes.byAuthor', { date, name: staffName(note.author) })
                        : date}
                    </p>
                  </div>
                  <UiButton
                    variant="ghost"
                    className="-my-1 shrink-0"
                    aria-label={t('detail.notes.deleteOne', { date })}
                    onClick={() => setRemoving(note)}
                  >
                    {t('detail.notes.delete')}
                  </UiButton>
                </li>
              );
            })}
          </ul>
          {count > list.length && (
            <p className="text-sm text-slate-500">
              {t('detail.notes.newest', { limit: list.length })}
            </p>
          )}
        </>
      )}
      {removing && <DeleteNote note={removing} onClose={() => setRemoving(null)} />}
    </Section>
  );
}

function DeleteNote({ note, onClose }: { note: Note; onClose: () => void }) {
  const { t } = useTranslation('customers');
  const remove = useAdminDeleteNote(note.id, {
    onSuccess: () => {
      toast.success(t('detail.notes.deleted'));
      onClose();
    },
  });
  return (
    <ConfirmDelete
      mutation={remove}
      title={t('detail.notes.deleteTitle')}
      description={t('detail.notes.deleteText')}
      confirmLabel={t('detail.notes.deleteConfirm')}
      onClose={onClose}
    />
  );
}
