import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@storedesk/client';
import { AdminPostSavedViewsReq, type SavedView } from '@storedesk/contract';
import {
  useAdminCreateSavedView,
  useAdminDeleteSavedView,
  useAdminSavedViews,
} from '@storedesk/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { ChevronDownIcon, CloseIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { Popover } from '@/components/ui/popover';
import { TextInput } from '@/components/ui/text-input';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';

interface SavedViewsProps {
  /** The list the views belong to on the server (`products`, `orders`). */
  resource: string;
  /** The current list state as a view's query (the codec's `viewQuery(state)`). */
  current: string;
  /** A saved query in the same canonical form, to tell which view is showing. */
  normalise: (query: string) => string;
  /** Shows the list as the view's query says (`useListState`'s `apply`). */
  onApply: (query: string) => void;
}

/** The signed-in user's saved views of a list: pick one, delete one, save the current one. */
export function SavedViews({ resource, current, normalise, onApply }: SavedViewsProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const views = useAdminSavedViews({ resource });
  const active = views.data?.views.find((view) => normalise(view.query) === current);
  const remove = useAdminDeleteSavedView({
    onError: (error) => toast.error(t('toast.error'), getErrorMessage(error)),
  });

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Popover
        title={t('views.label')}
        showTitle
        open={open}
        onOpenChange={setOpen}
        trigger={
          <UiButton variant="secondary" className="px-3 py-1.5">
            {active ? t('views.buttonActive', { name: active.name }) : t('views.button')}
            <ChevronDownIcon size={16} />
          </UiButton>
        }
        className="w-72"
      >
        {views.isPending ? (
          <p className="text-slate-500">{t('views.loading')}</p>
        ) : views.isError ? (
          <Alert>{getErrorMessage(views.error)}</Alert>
        ) : views.data.views.length === 0 ? (
          <p className="text-slate-600">{t('views.none')}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {views.data.views.map((view) => (
              <ViewRow
                key={view.id}
                view={view}
                isActive={view.id === active?.id}
                isDeleting={remove.isPending && remove.variables === view.id}
                onApply={() => {
                  setOpen(false);
                  onApply(view.query);
                }}
                onDelete={() =>
                  remove.mutate(view.id, {
                    onSuccess: () => toast.success(t('views.deleted', { name: view.name })),
                  })
                }
              />
            ))}
          </ul>
        )}
      </Popover>
      <UiButton variant="ghost" className="px-3 py-1.5" onClick={() => setSaving(true)}>
        {t('views.save')}
      </UiButton>
      {saving && (
        <SaveViewModal resource={resource} query={current} onClose={() => setSaving(false)} />
      )}
    </div>
  );
}

interface ViewRowProps {
  view: SavedView;
  isActive: boolean;
  isDeleting: boolean;
  onApply: () => void;
  onDelete: () => void;
}

function ViewRow({ view, isActive, isDeleting, onApply, onDelete }: ViewRowProps) {
  const { t } = useTranslation('common');
  return (
    <li className="flex items-center gap-1">
      <button
        type="button"
        onClick={onApply}
        aria-current={isActive || undefined}
        className={`min-w-0 flex-1 rounded px-2 py-1.5 text-start break-words hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-900 ${isActive ? 'font-semibold' : ''}`}
      >
        {view.name}
        {isActive && (
          <span className="ms-1 text-xs font-normal text-slate-500">{t('views.current')}</span>
        )}
      </button>
      <button
        type="button"
        aria-label={t('views.delete', { name: view.name })}
        disabled={isDeleting}
        onClick={onDelete}
        className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-slate-900 disabled:opacity-50"
      >
        <CloseIcon size={16} />
      </button>
    </li>
  );
}

/** The save form: the contract's `name` rule, any problem read as one key. */
const NameForm = AdminPostSavedViewsReq.pick({ name: true });
const resolver = zodResolver(NameForm, { error: () => 'views.nameRequired' });
const FORM_ID = 'save-list-view';

interface SaveViewModalProps {
  resource: string;
  query: string;
  onClose: () => void;
}

function SaveViewModal({ resource, query, onClose }: SaveViewModalProps) {
  const { t } = useTranslation('common');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ name: string }>({ resolver, defaultValues: { name: '' } });
  const create = useAdminCreateSavedView({
    onSuccess: (data) => {
      toast.success(t('views.saved', { name: data.view.name }));
      onClose();
    },
  });

  return (
    <Modal open onClose={() => !create.isPending && onClose()} size="small">
      <Modal.Body>
        <Modal.Header title={t('views.saveTitle')}>
          <p className="mt-1 text-sm text-slate-600">{t('views.saveHint')}</p>
        </Modal.Header>
        <Modal.Content>
          <form
            id={FORM_ID}
            noValidate
            className="flex flex-col gap-3"
            onSubmit={handleSubmit(({ name }) => create.mutate({ resource, name, query }))}
          >
            {create.isError && <Alert>{getErrorMessage(create.error)}</Alert>}
            <TextInput
              label={t('views.nameLabel')}
              required
              autoFocus
              autoComplete="off"
              maxLength={100}
              errors={
                errors.name ? { name: { type: 'required', message: t('views.nameRequired') } } : {}
              }
              {...register('name')}
            />
          </form>
        </Modal.Content>
        <Modal.Footer>
          <UiButton variant="secondary" disabled={create.isPending} onClick={onClose}>
            {t('actions.cancel')}
          </UiButton>
          <UiButton type="submit" form={FORM_ID} isLoading={create.isPending}>
            {t('actions.save')}
          </UiButton>
        </Modal.Footer>
      </Modal.Body>
    </Modal>
  );
}
