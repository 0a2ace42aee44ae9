import { zodResolver } from '@hookform/resolvers/zod';
import {
  AdminPostCustomersCustomerReq,
  Email,
  type AdminCustomer,
  type AdminPostCustomersCustomerReq as UpdateBody,
} from '@storedesk/contract';
import { useAdminCustomer, useAdminUpdateCustomer } from '@storedesk/react';
import { useId } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { FormModal } from '@/components/form/form-modal';
import { shownErrors } from '@/components/form/shown-errors';
import { useServerFieldError } from '@/components/form/use-server-field-error';
import { TextInput } from '@/components/ui/text-input';
import { toast } from '@/components/ui/toast';
import { CUSTOMER_DETAIL_QUERY } from '../common/customer-query';

/** The contract's update body for the fields the dialog edits (empty text is none). */
const CustomerFormSchema = AdminPostCustomersCustomerReq.pick({
  first_name: true,
  last_name: true,
  phone: true,
}).extend({ email: Email });
type FormInput = z.input<typeof CustomerFormSchema>;
type FormOutput = z.output<typeof CustomerFormSchema>;

const FIELDS = ['first_name', 'last_name', 'email', 'phone'] as const;
const MAX_LENGTH: Record<(typeof FIELDS)[number], number> = {
  first_name: 200,
  last_name: 200,
  email: 320,
  phone: 100,
};

/** Only what changed; an emptied name or phone is sent as none. */
function changes(customer: AdminCustomer, values: FormOutput): UpdateBody {
  const body: UpdateBody = {};
  const text = (value: string | null | undefined) => (value ? value : null);
  if (text(values.first_name) !== customer.first_name) body.first_name = text(values.first_name);
  if (text(values.last_name) !== customer.last_name) body.last_name = text(values.last_name);
  if (text(values.phone) !== customer.phone) body.phone = text(values.phone);
  if (values.email !== customer.email) body.email = values.email;
  return body;
}

/**
 * `/a/customers/:id/edit`: the customer's name, email and phone. A customer with an account
 * keeps their email (it signs them in; v1 refuses to change it), so the field is read-only.
 */
export function CustomerEditModal() {
  const { t } = useTranslation('customers');
  const id = useParams().id!;
  const navigate = useNavigate();
  const customer = useAdminCustomer(id, CUSTOMER_DETAIL_QUERY);
  const close = () => void navigate(`/a/customers/${id}`);
  const update = useAdminUpdateCustomer(id, {
    onSuccess: () => {
      toast.success(t('edit.saved'));
      close();
    },
  });

  // The detail page behind the modal has read the customer already (same query).
  if (!customer.data) return null;
  return (
    <CustomerForm
      customer={customer.data.customer}
      isSaving={update.isPending}
      error={update.error}
      onSubmit={(body) => {
        if (Object.keys(body).length === 0) close();
        else update.mutate(body);
      }}
      onClose={close}
    />
  );
}

interface CustomerFormProps {
  customer: AdminCustomer;
  isSaving: boolean;
  error: unknown;
  onSubmit: (body: UpdateBody) => void;
  onClose: () => void;
}

function CustomerForm({ customer, ...modal }: CustomerFormProps) {
  const { t } = useTranslation('customers');
  const lockedId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(CustomerFormSchema),
    defaultValues: {
      first_name: customer.first_name ?? '',
      last_name: customer.last_name ?? '',
      email: customer.email,
      phone: customer.phone ?? '',
    },
  });
  const fieldError = useServerFieldError(modal.error, FIELDS, setError);
  const shown: FieldErrors = shownErrors(errors, FIELDS, (field, problem) =>
    problem.type === 'too_big'
      ? t('edit.errors.tooLong', { max: MAX_LENGTH[field] })
      : t('edit.errors.email'),
  );

  return (
    <FormModal
      heading={t('edit.heading')}
      size="small"
      isSaving={modal.isSaving}
      error={modal.error}
      errorOnField={fieldError !== null}
      onSubmit={handleSubmit((values) => modal.onSubmit(changes(customer, values)))}
      onClose={modal.onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          label={t('edit.firstName')}
          autoComplete="off"
          errors={shown}
          {...register('first_name')}
        />
        <TextInput
          label={t('edit.lastName')}
          autoComplete="off"
          errors={shown}
          {...register('last_name')}
        />
      </div>
      <div className="flex flex-col gap-1">
        <TextInput
          label={t('edit.email')}
          type="email"
          autoComplete="off"
          errors={shown}
          {...(customer.has_account && {
            readOnly: true,
            'aria-describedby': lockedId,
            // Read-only looks it: the field's frame greyed, as a disabled one is.
            className: '[&_div:has(>input)]:bg-slate-50 [&_input]:text-slate-600',
          })}
          {...register('email')}
        />
        {customer.has_account && (
          <p id={lockedId} className="text-sm text-slate-500">
            {t('edit.emailLocked')}
          </p>
        )}
      </div>
      <TextInput
        label={t('edit.phone')}
        type="tel"
        autoComplete="off"
        errors={shown}
        {...register('phone')}
      />
    </FormModal>
  );
}
