import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@storedesk/client';
import type { Region } from '@storedesk/contract';
import { useAdminUpdateRegion } from '@storedesk/react';
import { useId } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/alert';
import { toast } from '@/components/ui/toast';
import { Modal } from '@/components/ui/modal';
import { TextInput } from '@/components/ui/text-input';
import { UiButton } from '@/components/ui/ui-button';
import { TAXES_PATH } from '../common/queries';
import { parseRate } from '../common/tax-rate-form';
import { regionSearch, useRegionParam } from '../common/use-region-param';

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
  const { t } = useTranslation(['taxes', 'common']);
  const formId = useId();
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
  const shown = {
    ...(errors.rate && { rate: { type: 'shown', message: t('default.rateError') } }),
    ...(errors.code && { code: { type: 'shown', message: t('form.errors.tooLong') } }),
  } as FieldErrors;

  return (
    <Modal open size="small" onClose={() => !update.isPending && close()}>
      <Modal.Body>
        <Modal.Header title={t('default.editHeading', { region: region.name })} />
        <Modal.Content>
          <form
            id={formId}
            noValidate
            className="flex flex-col gap-5"
            onSubmit={handleSubmit((values) =>
              update.mutate({
                tax_rate: parseRate(values.rate) ?? 0,
                tax_code: values.code === '' ? null : values.code,
              }),
            )}
          >
            {update.error !== null && <Alert>{getErrorMessage(update.error)}</Alert>}
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
          </form>
        </Modal.Content>
      </Modal.Body>
      <Modal.Footer>
        <UiButton variant="secondary" disabled={update.isPending} onClick={close}>
          {t('common:actions.cancel')}
        </UiButton>
        <UiButton type="submit" form={formId} isLoading={update.isPending}>
          {t('default.submit')}
        </UiButton>
      </Modal.Footer>
    </Modal>
  );
}
