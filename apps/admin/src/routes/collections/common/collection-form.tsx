import { zodResolver } from '@hookform/resolvers/zod';
import {
  AdminPostCollectionsReq,
  Handle,
  type AdminPostCollectionsReq as CreateBody,
  type ProductCollection,
} from '@storedesk/contract';
import { useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormModal, type FormModalRouteProps } from '@/components/form/form-modal';
import { shownErrors } from '@/components/form/shown-errors';
import { useServerFieldError } from '@/components/form/use-server-field-error';
import { TextInput } from '@/components/ui/text-input';
import { UiButton } from '@/components/ui/ui-button';
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

interface CollectionFormModalProps extends FormModalRouteProps<CreateBody> {
  /** The collection being edited; left out to create one. */
  collection?: ProductCollection;
}

/** Title, handle and metadata of a collection, in a modal (the create and edit child routes). */
export function CollectionFormModal({ collection, ...modal }: CollectionFormModalProps) {
  const { t } = useTranslation('collections');
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
  const fieldError = useServerFieldError(modal.error, SERVER_FIELDS, setError);

  // The errors as the inputs show them: translated here, whatever zod said.
  const shown: FieldErrors = {
    ...shownErrors(errors, SERVER_FIELDS, (field, problem) => {
      if (field === 'handle') {
        return problem.type === 'taken'
          ? t('form.errors.handleTaken')
          : t('form.errors.handleFormat');
      }
      return problem.type === 'too_big' ? t('form.errors.tooLong') : t('form.errors.titleRequired');
    }),
    metadata: rows.fields.map((_, index) => {
      const problem = errors.metadata?.[index]?.key;
      if (!problem) return undefined;
      const message =
        problem.message === 'duplicate'
          ? t('form.errors.keyDuplicate')
          : t('form.errors.keyMissing');
      return { key: { type: 'shown', message } };
    }),
  } as unknown as FieldErrors;

  const submit = handleSubmit((values) =>
    modal.onSubmit({
      title: values.title,
      ...(values.handle !== '' && { handle: values.handle }),
      metadata: rowsToMetadata(values.metadata, collection?.metadata ?? null),
    }),
  );

  return (
    <FormModal {...modal} errorOnField={fieldError !== null} onSubmit={submit}>
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
        {rows.fields.map((row, index) => (
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
        ))}
        <div>
          <UiButton variant="secondary" onClick={() => rows.append({ key: '', value: '' })}>
            {t('form.addRow')}
          </UiButton>
        </div>
      </fieldset>
    </FormModal>
  );
}
