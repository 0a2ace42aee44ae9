import { zodResolver } from '@hookform/resolvers/zod';
import {
  AdminPostProductCategoriesReq,
  Handle,
  type AdminPostProductCategoriesReq as CreateBody,
  type ProductCategory,
} from '@storedesk/contract';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormModal, type FormModalRouteProps } from '@/components/form/form-modal';
import { SelectField } from '@/components/form/select-field';
import { shownErrors } from '@/components/form/shown-errors';
import { TextareaField } from '@/components/form/textarea-field';
import { useServerFieldError } from '@/components/form/use-server-field-error';
import { Switch } from '@/components/ui/switch';
import { TextInput } from '@/components/ui/text-input';
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

/** `onSubmit` gets only what changed when editing (`parent_category_id` only when it did). */
interface CategoryFormModalProps extends FormModalRouteProps<CreateBody> {
  /** The tree, for the parent picker. */
  tree: readonly CategoryNode[];
  /** The category being edited; left out to create one. */
  category?: ProductCategory;
  /** The parent a new category starts under. */
  defaultParentId?: string | null;
}

/** Name, handle, description, active, internal and parent of a category, in a modal. */
export function CategoryFormModal({
  tree,
  category,
  defaultParentId = null,
  ...modal
}: CategoryFormModalProps) {
  const { t } = useTranslation('categories');
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
  const fieldError = useServerFieldError(modal.error, SERVER_FIELDS, setError);

  // The errors as the fields show them: translated here, whatever zod said.
  const shown = shownErrors(errors, SERVER_FIELDS, (field, problem) => {
    if (problem.type === 'taken') return t('form.errors.handleTaken');
    if (field === 'name') {
      return problem.type === 'too_big' ? t('form.errors.tooLong') : t('form.errors.nameRequired');
    }
    if (field === 'handle') return t('form.errors.handleFormat');
    if (field === 'description') return t('form.errors.descriptionTooLong');
    return '';
  });

  // Where it may go: anywhere but inside itself.
  const parents = category ? moveTargets(tree, category.id) : flattenTree(tree);

  const submit = handleSubmit((values) => {
    const parent = values.parent_category_id === '' ? null : values.parent_category_id;
    modal.onSubmit({
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
    <FormModal {...modal} errorOnField={fieldError !== null} onSubmit={submit}>
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
      <TextareaField
        label={t('form.description')}
        error={shown.description?.message}
        {...register('description')}
      />
      <SelectField
        label={t('form.parent')}
        error={shown.parent_category_id?.message || undefined}
        {...register('parent_category_id')}
      >
        <option value="">{t('form.noParent')}</option>
        {parents.map((row) => (
          <option key={row.node.id} value={row.node.id}>
            {`${'— '.repeat(row.depth)}${row.node.name}`}
          </option>
        ))}
      </SelectField>
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
    </FormModal>
  );
}
