import { zodResolver } from '@hookform/resolvers/zod';
import type { Region } from '@storedesk/contract';
import { useAdminUpdateRegion } from '@storedesk/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormModal } from '@/components/form/form-modal';
import { shownErrors } from '@/components/form/shown-errors';
import { toast } from '@/components/ui/toast';
import { TextInput } from '@/components/ui/text-input';
import { TAXES_PATH } from '../common/queries';
import { parseRate } from '../common/tax-rate-form';
import { regionSearch, useRegionParam } from '@/routes/settings/common/use-region-param';

const FormSchema = z.object({
  rate: z.string().refine((text) => typeof parseRate(text) === 'number'),
  code: z.string().trim().max(100),
});
type FormValues = z.infer<typeof FormSchema>;

/** `/a/settings/tax-rates/default?region=`: the region's own rate and tax code. */
export function DefaultRateModal() {
  const { region } = useRegionParam();
  return region ? <DefaultRateForm key={region.id} region={region} /> : null;
}

function DefaultRateForm({ region }: { region: Region }) {
  const { t } = useTranslation('taxes');
  const navigate = useNavigate();
  const close = () => void navigate(`${TAXES_PATH}${regionSearch(region)}`);
  const update = useAdminUpdateRegion(region.id, {
    onSuccess: () => {
      toast.success(t('default.saved', { region: region.name }));
      close();
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: { rate: String(region.tax_rate), code: region.tax_code ?? '' },
  });
  const shown = shownErrors(errors, ['rate', 'code'], (field) =>
    field === 'rate' ? t('default.rateError') : t('form.errors.tooLong'),
  );

  return (
    <FormModal
      size="small"
      heading={t('default.editHeading', { region: region.name })}
      submitLabel={t('default.submit')}
      isSaving={update.isPending}
      error={update.error}
      onSubmit={handleSubmit((values) =>
        update.mutate({
          tax_rate: parseRate(values.rate) ?? 0,
          tax_code: values.code === '' ? null : values.code,
        }),
      )}
      onClose={close}
    >
      <TextInput
        label={t('default.rate')}
        required
        inputMode="decimal"
        autoComplete="off"
        suffix="%"
        errors={shown}
        {...register('rate')}
      />
      <TextInput
        label={t('default.code')}
        tooltip={t('default.codeHint')}
        autoComplete="off"
        errors={shown}
        {...register('code')}
      />
    </FormModal>
  );
}
