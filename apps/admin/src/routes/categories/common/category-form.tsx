import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@storedesk/client';
import {
  AdminPostProductCategoriesReq,
  Handle,
  type AdminPostProductCategoriesReq as CreateBody,
  type ProductCategory,
} from '@storedesk/contract';
import { useEffect, useId } from 'react';
import { Controller, useForm, type FieldError, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@/components/alert';
import { FormLabel } from '@/components/ui/form-label';
import { Modal } from '@/components/ui/modal';
import { Switch } from '@/components/ui/switch';
import { TextInput } from '@/components/ui/text-input';
import { UiButton } from '@/components/ui/ui-button';
import { serverFieldError } from '@/lib/server-field-error';
import { moveTargets, flattenTree, type CategoryNode } from './tree';

/** The contract's create body; an empty handle lets the server make one, '' parent = top level. */
const CategoryFormSchema = AdminPostProductCategoriesReq.pick({
  name: true,
  is_active: true,
  is_internal: true,
}).extend({
  handle: z.union([z.literal(''), Handle]),
  description: AdminPostProductCategoriesReq.shape.description.unwrap(),
  parent_category_id: z.string(),
});
type FormInput = z.input<typeof CategoryFormSchema>;
type FormOutput = z.output<typeof CategoryFormSchema>;

const SERVER_FIELDS = ['name', 'handle', 'description', 'parent_category_id'] as const;

const SELECT =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus:border-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-slate-900 aria-invalid:border-red-500';

interface CategoryFormModalProps {
  heading: string;
  submitLabel: string;
  /** The tree, for the parent picker. */
  tree: readonly CategoryNode[];
  /** The category being edited; left out to create one. */
  category?: ProductCategory;
  /** The parent a new category starts under. */
  defaultParentId?: string | null;
  isSaving: boolean;
  /** The save's error: one naming a field lands on it, others show above the form. */
  error: unknown;
  /** Only what changed when editing (`parent_category_id` only when it did). */
  onSubmit: (body: CreateBody) => void;
  onClose: () => void;
}

/** Name, handle, description, active, internal and parent of a category, in a modal. */
export function CategoryFormModal({
  heading,
  submitLabel,
  tree,
  category,
  defaultParentId = null,
  isSaving,
  error,
  onSubmit,
  onClose,
}: CategoryFormModalProps) {
  const { t } = useTranslation(['categories', 'common']);
  const formId = useId();
  const parentId = useId();
  const descriptionId = useId();
  const startParent = category ? category.parent_category_id : defaultParentId;
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(CategoryFormSchema),
    defaultValues: {
      name: category?.name ?? '',
      handle: category?.handle ?? '',
      description: category?.description ?? '',
      is_active: category?.is_active ?? true,
      is_internal: category?.is_internal ?? false,
      parent_category_id: startParent ?? '',
    },
  });

  const fieldError = serverFieldError(error, SERVER_FIELDS);
  useEffect(() => {
    if (!fieldError) return;
    setError(fieldError.field, {
      type: fieldError.code === 'duplicate_handle' ? 'taken' : 'server',
      message: fieldError.message,
    });
    // The error object is new per failed save; its field and text are what matter.
  }, [error]); // eslint-disable-line react-hooks/exhaustive-deps

  const message = (problem: FieldError | undefined, fallback: string) => {
    if (!problem) return undefined;
    if (problem.type === 'taken') return t('form.errors.handleTaken');
    if (problem.type === 'server') return problem.message;
    return fallback;
  };
  const shown = {
    ...(errors.name && {
      name: {
        type: 'shown',
        message: message(
          errors.name,
          errors.name.type === 'too_big' ? t('form.errors.tooLong') : t('form.errors.nameRequired'),
        ),
      },
    }),
    ...(errors.handle && {
      handle: { type: 'shown', message: message(errors.handle, t('form.errors.handleFormat')) },
    }),
  } as FieldErrors;
  const descriptionError = message(errors.description, t('form.errors.descriptionTooLong'));
  const parentError = message(errors.parent_category_id, '');

  // Where it may go: anywhere but inside itself.
  const parents = category ? moveTargets(tree, category.id) : flattenTree(tree);

  const submit = handleSubmit((values) => {
    const parent = values.parent_category_id === '' ? null : values.parent_category_id;
    onSubmit({
      name: values.name,
      ...(values.handle !== '' && { handle: values.handle }),
      description: values.description,
      is_active: values.is_active,
      is_internal: values.is_internal,
      ...((!category || parent !== category.parent_category_id) && {
        parent_category_id: parent,
      }),
    });
  });

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
              label={t('form.name')}
              required
              autoComplete="off"
              errors={shown}
              {...register('name')}
            />
            <TextInput
              label={t('form.handle')}
              tooltip={t('form.handleHint')}
              autoComplete="off"
              prefix="/"
              errors={shown}
              {...register('handle')}
            />
            <div>
              <FormLabel htmlFor={descriptionId} className="mb-1">
                {t('form.description')}
              </FormLabel>
              <textarea
                id={descriptionId}
                rows={3}
                aria-invalid={descriptionError ? true : undefined}
                aria-describedby={descriptionError ? `${descriptionId}-error` : undefined}
                className={SELECT}
                {...register('description')}
              />
              {descriptionError && (
                <p id={`${descriptionId}-error`} className="mt-1 text-sm text-red-700">
                  {descriptionError}
                </p>
              )}
            </div>
            <div>
              <FormLabel htmlFor={parentId} className="mb-1">
                {t('form.parent')}
              </FormLabel>
              <select
                id={parentId}
                className={SELECT}
                aria-invalid={parentError ? true : undefined}
                aria-describedby={parentError ? `${parentId}-error` : undefined}
                {...register('parent_category_id')}
              >
                <option value="">{t('form.noParent')}</option>
                {parents.map((row) => (
                  <option key={row.node.id} value={row.node.id}>
                    {`${'— '.repeat(row.depth)}${row.node.name}`}
                  </option>
                ))}
              </select>
              {parentError && (
                <p id={`${parentId}-error`} className="mt-1 text-sm text-red-700">
                  {parentError}
                </p>
              )}
            </div>
            <Controller
              control={control}
              name="is_active"
              render={({ field }) => (
                <Switch
                  label={t('form.active')}
                  description={t('form.activeHint')}
                  checked={field.value ?? false}
                  onCheckedChange={field.onChange}
                />
              )}
            />
            <Controller
              control={control}
              name="is_internal"
              render={({ field }) => (
                <Switch
                  label={t('form.internal')}
                  description={t('form.internalHint')}
                  checked={field.value ?? false}
                  onCheckedChange={field.onChange}
                />
              )}
            />
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
