import { zodResolver } from '@hookform/resolvers/zod';
import { AdminPostReturnReasonsReq, type ReturnReason } from '@storedesk/contract';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormModal, type FormModalRouteProps } from '@/components/form/form-modal';
import { SelectField } from '@/components/form/select-field';
import { shownErrors } from '@/components/form/shown-errors';
import { TextareaField } from '@/components/form/textarea-field';
import { useServerFieldError } from '@/components/form/use-server-field-error';
import { TextInput } from '@/components/ui/text-input';

const FormSchema = AdminPostReturnReasonsReq.pick({ label: true, value: true }).extend({
  description: z.string().trim().max(2000),
  parent_return_reason_id: z.string(),
});
type FormInput = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;

const FIELDS = ['label', 'value', 'description', 'parent_return_reason_id'] as const;

/** What the form saves: label, value, description (null for none) and, new ones only, a group. */
export interface ReasonBody {
  label: string;
  value: string;
  description: string | null;
  parent_return_reason_id: string | null;
}

/**
 * `Wrong size!` → `wrong-size`: a value proposed from the label while the value is untouched
 * (Latin accents dropped, other scripts kept).
 */
export const valueFromLabel = (label: string): string =>
  label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);

interface ReasonFormModalProps extends FormModalRouteProps<ReasonBody> {
  /** The reason being edited; left out to add one. */
  reason?: ReturnReason | undefined;
  /** The groups a new reason may join (top-level reasons); its group when editing. */
  groups: ReturnReason[];
  /** The group a new reason starts in (`new?parent=`). */
  parentId?: string | undefined;
}

/**
 * Label, value, description and (when adding one) the group of a return reason. A value taken by
 * another reason (422) and any refusal naming a field show under that field.
 */
export function ReasonFormModal({ reason, groups, parentId, ...modal }: ReasonFormModalProps) {
  const { t } = useTranslation('returns');
  const valueTouched = useRef(reason !== undefined);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(FormSchema),
    defaultValues: {
      label: reason?.label ?? '',
      value: reason?.value ?? '',
      description: reason?.description ?? '',
      parent_return_reason_id: reason?.parent_return_reason_id ?? parentId ?? '',
    },
  });
  const fieldError = useServerFieldError(modal.error, FIELDS, setError);
  const shown = shownErrors(errors, FIELDS, (field, problem) => {
    if (field === 'description') return t('reasons.form.errors.descriptionTooLong');
    if (field === 'label' || field === 'value') {
      return problem.type === 'too_big'
        ? t('reasons.form.errors.tooLong')
        : t(`reasons.form.errors.${field}`);
    }
    return undefined;
  });
  // A taken value is said in the interface's language, naming the value.
  if (fieldError?.code === 'return_reason_value_taken' && errors.value?.type === 'server') {
    const taken = /value (.+) already exists/.exec(fieldError.message ?? '')?.[1] ?? '';
    shown.value = { type: 'shown', message: t('reasons.form.errors.valueTaken', { value: taken }) };
  }
  const parent = groups.find((group) => group.id === reason?.parent_return_reason_id);
  const labelField = register('label', {
    onChange: (event: { target: { value: string } }) => {
      if (!valueTouched.current) setValue('value', valueFromLabel(event.target.value));
    },
  });

  const submit = handleSubmit((values) =>
    modal.onSubmit({
      label: values.label,
      value: values.value,
      description: values.description || null,
      parent_return_reason_id: values.parent_return_reason_id || null,
    }),
  );

  return (
    <FormModal
      {...modal}
      size="small"
      errorOnField={fieldError !== null}
      onSubmit={submit}
      className="flex flex-col gap-4"
    >
      <TextInput
        label={t('reasons.form.label')}
        required
        autoComplete="off"
        autoFocus
        errors={shown}
        {...labelField}
      />
      <div className="flex flex-col gap-1">
        <TextInput
          label={t('reasons.form.value')}
          required
          autoComplete="off"
          spellCheck={false}
          errors={shown}
          {...register('value', {
            onChange: () => {
              valueTouched.current = true;
            },
          })}
        />
        <p className="text-sm text-slate-500">{t('reasons.form.valueHint')}</p>
      </div>
      {reason ? (
        parent && (
          <p className="text-sm text-slate-600">
            {t('reasons.form.parentFixed', { label: parent.label })}
          </p>
        )
      ) : (
        <SelectField
          label={t('reasons.form.parent')}
          error={shown.parent_return_reason_id?.message}
          {...register('parent_return_reason_id')}
        >
          <option value="">{t('reasons.form.noParent')}</option>
          {groups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.label}
            </option>
          ))}
        </SelectField>
      )}
      <TextareaField
        label={t('reasons.form.description')}
        error={shown.description?.message}
        {...register('description')}
      />
    </FormModal>
  );
}
