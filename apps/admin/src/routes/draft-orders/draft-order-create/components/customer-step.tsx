import type { Region } from '@storedesk/contract';
import { useAdminCustomers } from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { get, useFormContext, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form/select-field';
import { Spinner } from '@/components/spinner';
import { TextInput } from '@/components/ui/text-input';
import { customerName } from '@/routes/customers/common/customer-name';
import type { CreateValues } from '../create-form';

const MATCHES = 6;

/**
 * Step 1: an existing customer (searched by name or email, picked from the matches) or a new
 * customer's email, and the region the order is priced, taxed and shipped in.
 */
export function CustomerStep({
  regions,
  errors,
}: {
  regions: readonly Region[];
  errors: FieldErrors;
}) {
  const { t } = useTranslation('draftOrders');
  const { register, watch, setValue } = useFormContext<CreateValues>();
  const mode = watch('mode');
  const customerId = watch('customer_id');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const customers = useAdminCustomers(
    { q: q || undefined, limit: MATCHES },
    { enabled: mode === 'existing', placeholderData: keepPreviousData },
  );
  const customerError = (get(errors, 'customer_id') as { message?: string } | undefined)?.message;

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-700">
          {t('customer.modeLegend')}
        </legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(['new', 'existing'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-900">
              <input type="radio" value={value} {...register('mode')} />
              {t(value === 'new' ? 'customer.modeNew' : 'customer.modeExisting')}
            </label>
          ))}
        </div>
      </fieldset>

      {mode === 'new' ? (
        <TextInput
          label={t('customer.email')}
          type="email"
          autoComplete="off"
          required
          errors={errors}
          {...register('email')}
        />
      ) : (
        <div className="flex flex-col gap-2">
          <TextInput
            label={t('customer.search')}
            placeholder={t('customer.searchPlaceholder')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {customers.isPending ? (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner />
              {t('customer.searching')}
            </p>
          ) : (customers.data?.customers ?? []).length === 0 ? (
            <p className="text-sm text-slate-500">{t('customer.noMatches')}</p>
          ) : (
            <fieldset aria-invalid={customerError ? true : undefined}>
              <legend className="sr-only">{t('customer.matches')}</legend>
              <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
                {customers.data!.customers.map((customer) => {
                  const name = customerName(customer);
                  return (
                    <li key={customer.id}>
                      <label className="flex cursor-pointer items-start gap-3 px-3 py-2 hover:bg-slate-50">
                        <input
                          type="radio"
                          name="draft-customer"
                          className="mt-1"
                          checked={customerId === customer.id}
                          onChange={() => {
                            setValue('customer_id', customer.id, { shouldValidate: true });
                            setValue('email', customer.email);
                          }}
                        />
                        <span className="min-w-0">
                          <span className="block font-medium break-words text-slate-900">
                            {name ?? customer.email}
                          </span>
                          {name && (
                            <span className="block text-sm break-all text-slate-500">
                              {customer.email}
                            </span>
                          )}
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          )}
          {customerError && <p className="text-sm text-red-700">{customerError}</p>}
        </div>
      )}

      <SelectField
        label={t('customer.region')}
        required
        error={(get(errors, 'region_id') as { message?: string } | undefined)?.message}
        {...register('region_id')}
      >
        <option value="">{t('customer.regionPlaceholder')}</option>
        {regions.map((region) => (
          <option key={region.id} value={region.id}>
            {t('customer.regionOption', {
              name: region.name,
              currency: region.currency_code.toUpperCase(),
            })}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
