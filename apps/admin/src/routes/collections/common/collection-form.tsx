import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@storedesk/client';
import {
  AdminPostCollectionsReq,
  Handle,
  type AdminPostCollectionsReq as CreateBody,
  type ProductCollection,
} from '@storedesk/contract';
import { useEffect, useId } from 'react';
import { useFieldArray, useForm, type FieldError, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@/components/alert';
import { Modal } from '@/components/ui/modal';
import { TextInput } from '@/components/ui/text-input';
import { UiButton } from '@/components/ui/ui-button';
import { serverFieldError } from '@/lib/server-field-error';
import { invalidMetadataRows, metadataToRows, rowsToMetadata } from './metadata';

/** The contract's create body, with an empty handle allowed (the server makes one) and metadata rows. */
const CollectionFormSchema = AdminPostCollectionsReq.pick({ title: true })
  .extend({
    handle: z.union([z.literal(''), Handle]),
    metadata: z.array(z.object({ key: z.string(), value: z.string() })),
  })
  .superRefine((values, ctx) => {
    const { missing, duplicate } = invalidMetadataRows(values.metadata);
    for (const index of missing) {
      ctx.addIssue({ code: 'custom', path: ['metadata', index, 'key'], message: 'missing' });
    }
    for (const index of duplicate) {
      ctx.addIssue({ code: 'custom', path: ['metadata', index, 'key'], message: 'duplicate' });
    }
  });
type FormInput = z.input<typeof CollectionFormSchema>;
type FormOutput = z.output<typeof CollectionFormSchema>;

const SERVER_FIELDS = ['title', 'handle'] as const;

interface CollectionFormModalProps {
  heading: string;
  submitLabel: string;
  /** The collection being edited; left out to create one. */
  collection?: ProductCollection;
  isSaving: boolean;
  /** The save's error: one naming a field lands on it, others show above the form. */
  error: unknown;
  onSubmit: (body: CreateBody) => void;
  onClose: () => void;
}

/** Title, handle and metadata of a collection, in a modal (the create and edit child routes). */
export function CollectionFormModal({
  heading,
  submitLabel,
  collection,
  isSaving,
  error,
  onSubmit,
  onClose,
}: CollectionFormModalProps) {
  const { t } = useTranslation(['collections', 'common']);
  const formId = useId();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(CollectionFormSchema),
    defaultValues: {
      title: collection?.title ?? '',
      handle: collection?.handle ?? '',
      metadata: metadataToRows(collection?.metadata ?? null),
    },
  });
  const rows = useFieldArray({ control, name: 'metadata' });

  const fieldError = serverFieldError(error, SERVER_FIELDS);
  useEffect(() => {
    if (!fieldError) return;
    setError(fieldError.field, {
      type: fieldError.code === 'duplicate_handle' ? 'taken' : 'server',
      message: fieldError.message,
    });
    // The error object is new per failed save; its field and text are what matter.
  }, [error]); // eslint-disable-line react-hooks/exhaustive-deps

  const titleMessage = (problem: FieldError | undefined) => {
    if (!problem) return undefined;
    if (problem.type === 'server') return problem.message;
    return problem.type === 'too_big' ? t('form.errors.tooLong') : t('form.errors.titleRequired');
  };
  const handleMessage = (problem: FieldError | undefined) => {
    if (!problem) return undefined;
    if (problem.type === 'taken') return t('form.errors.handleTaken');
    if (problem.type === 'server') return problem.message;
    return t('form.errors.handleFormat');
  };
  const keyMessage = (problem: FieldError | undefined) => {
    if (!problem) return undefined;
    return problem.message === 'duplicate'
      ? t('form.errors.keyDuplicate')
      : t('form.errors.keyMissing');
  };

  // The errors as the inputs show them: translated here, whatever zod or the server said.
  const shown: FieldErrors = {
    ...(errors.title && { title: { type: 'shown', message: titleMessage(errors.title) } }),
    ...(errors.handle && { handle: { type: 'shown', message: handleMessage(errors.handle) } }),
    metadata: rows.fields.map((_, index) => {
      const problem = errors.metadata?.[index]?.key;
      return problem ? { key: { type: 'shown', message: keyMessage(problem) } } : undefined;
    }),
  } as unknown as FieldErrors;

  const submit = handleSubmit((values) =>
    onSubmit({
      title: values.title,
      ...(values.handle !== '' && { handle: values.handle }),
      metadata: rowsToMetadata(values.metadata, collection?.metadata ?? null),
    }),
  );

  return (
    <Modal open onClose={() => !isSaving && onClose()}>
      <Modal.Body>
        <Modal.Header title={heading} />
        <Modal.Content>
          <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-5">
            {error !== null && error !== undefined && !fieldError && (
              <Alert>{getErrorMessage(error)}</Alert>
            )}
            <TextInput
              label={t('form.title')}
              required
              autoComplete="off"
              errors={shown}
              {...register('title')}
            />
            <TextInput
              label={t('form.handle')}
              tooltip={t('form.handleHint')}
              autoComplete="off"
              prefix="/"
              errors={shown}
              {...register('handle')}
            />
            <fieldset className="flex flex-col gap-3">
              <legend className="text-sm font-medium text-slate-800">{t('form.metadata')}</legend>
              <p className="text-sm text-slate-500">{t('form.metadataHint')}</p>
              {rows.fields.map((row, index) => {
                return (
                  <div key={row.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
                    <TextInput
                      label={t('form.key')}
                      autoComplete="off"
                      errors={shown}
                      {...register(`metadata.${index}.key`)}
                    />
                    <TextInput
                      label={t('form.value')}
                      autoComplete="off"
                      {...register(`metadata.${index}.value`)}
                    />
                    <UiButton
                      variant="ghost"
                      className="mt-6"
                      aria-label={t('form.removeRow', { number: index + 1 })}
                      onClick={() => rows.remove(index)}
                    >
                      {t('form.remove')}
                    </UiButton>
                  </div>
                );
              })}
              <div>
                <UiButton variant="secondary" onClick={() => rows.append({ key: '', value: '' })}>
                  {t('form.addRow')}
                </UiButton>
              </div>
            </fieldset>
          </form>
        </Modal.Content>
      </Modal.Body>
      <Modal.Footer>
        <UiButton variant="secondary" disabled={isSaving} onClick={onClose}>
          {t('common:actions.cancel')}
        </UiButton>
        <UiButton type="submit" form={formId} isLoading={isSaving}>
          {submitLabel}
        </UiButton>
      </Modal.Footer>
    </Modal>
  );
}
