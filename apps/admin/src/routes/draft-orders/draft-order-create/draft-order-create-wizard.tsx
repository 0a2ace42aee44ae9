import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@storedesk/client';
import {
  useAdminCreateDraftOrder,
  useAdminDeleteDraftOrder,
  useAdminRegions,
} from '@storedesk/react';
import { useEffect, useState } from 'react';
import { FormProvider, get, useForm, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/spinner';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';
import { serverField } from '@/routes/orders/common/server-field';
import { ItemsEditor } from '../common/items-editor';
import { useShownErrors } from '../common/use-shown-errors';
import { draftView, type DraftOrderView } from '../common/draft-view';
import { CustomerStep } from './components/customer-step';
import { ReviewStep } from './components/review-step';
import { ShippingStep } from './components/shipping-step';
import {
  CREATE_DEFAULTS,
  createSchema,
  formFieldOfServerField,
  STEP_FIELDS,
  stepOfServerField,
  toCreateRequest,
  type CreateValues,
} from './create-form';

const STEP_TITLES = [
  'create.steps.customer',
  'create.steps.items',
  'create.steps.shipping',
  'create.steps.review',
] as const;
const REVIEW = 3;
const SERVER_FIELDS = [
  'email',
  'customer_id',
  'region_id',
  'items',
  'shipping_address',
  'shipping_methods',
] as const;

/**
 * `/a/draft-orders/new`: a draft order in four steps (customer and region, lines, shipping,
 * review). Each step checks its fields before the next. Reaching the review saves the draft so
 * the server prices it (taxes, shipping); Back or closing discards that draft again, and Create
 * keeps it and opens it. A refusal naming a field returns to the step with the field.
 */
export function DraftOrderCreateWizard() {
  const { t } = useTranslation('draftOrders');
  const navigate = useNavigate();
  const { search } = useLocation();
  const [step, setStep] = useState(0);
  const [preview, setPreview] = useState<DraftOrderView | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);
  const regions = useAdminRegions({ limit: 200 });
  const regionList = regions.data?.regions ?? [];

  const form = useForm<CreateValues>({
    defaultValues: CREATE_DEFAULTS,
    resolver: ((values, context, options) => {
      const region = regionList.find((entry) => entry.id === values.region_id);
      return zodResolver(createSchema(region?.currency_code ?? 'usd'))(values, context, options);
    }) as Resolver<CreateValues>,
  });
  const errors = useShownErrors(form.formState.errors);
  // A field that shows an error is checked again as it changes, so a fixed one clears.
  useEffect(() => {
    const watching = form.watch((_, { name }) => {
      if (name && get(form.formState.errors, name)) void form.trigger(name);
    });
    return () => watching.unsubscribe();
  }, [form]);
  const regionId = form.watch('region_id');
  const region = regionList.find((entry) => entry.id === regionId) ?? null;
  const currency = region?.currency_code ?? 'usd';

  const create = useAdminCreateDraftOrder();
  const discard = useAdminDeleteDraftOrder(preview?.id ?? '');

  /** Removes the priced draft the review made, if there is one. */
  const dropPreview = async () => {
    if (!preview) return;
    await discard.mutateAsync().catch(() => undefined);
    setPreview(null);
  };

  const close = async () => {
    await dropPreview();
    void navigate({ pathname: '/a/draft-orders', search });
  };

  const price = () => {
    setStepError(null);
    create.mutate(toCreateRequest(form.getValues(), currency), {
      onSuccess: ({ draft_order }) => setPreview(draftView(draft_order)),
      onError: (error) => {
        const named = serverField(error, SERVER_FIELDS);
        const back = named ? stepOfServerField(named.path) : null;
        const field = named ? formFieldOfServerField(named.path) : null;
        if (back === null) {
          setStepError(getErrorMessage(error));
          return;
        }
        setStep(back);
        if (field) {
          form.setError(field as Path<CreateValues>, { type: 'server', message: named!.message });
        } else {
          setStepError(named!.message);
        }
      },
    });
  };

  const next = async () => {
    const fields = STEP_FIELDS[step as 0 | 1 | 2];
    const valid = await form.trigger(fields as unknown as Path<CreateValues>[]);
    if (!valid) return;
    setStepError(null);
    if (step === 0) {
      // Another region: the country of the previous one no longer applies (nor its shipping
      // option, which the shipping step lets go of).
      const country = form.getValues('address.country_code');
      if (country && !region?.countries.some((entry) => entry.iso_2 === country)) {
        form.setValue('address.country_code', '');
      }
      if (!form.getValues('address.country_code') && region?.countries.length === 1) {
        form.setValue('address.country_code', region.countries[0]!.iso_2);
      }
    }
    if (step === 2) price();
    setStep(step + 1);
  };

  const back = async () => {
    setStepError(null);
    if (step === REVIEW) await dropPreview();
    setStep(step - 1);
  };

  const finish = () => {
    if (!preview) return;
    toast.success(t('create.created', { number: preview.display_id }));
    void navigate(`/a/draft-orders/${preview.id}`);
  };

  const busy = create.isPending || discard.isPending;
  const stepTitle = t(STEP_TITLES[step]!);

  return (
    <Modal open onClose={() => void close()}>
      <Modal.Body>
        <Modal.Header title={t('create.title')}>
          <p className="mt-1 text-sm text-slate-500" aria-live="polite">
            {t('create.stepOf', { current: step + 1, total: STEP_TITLES.length, title: stepTitle })}
          </p>
        </Modal.Header>
        <Modal.Content>
          <FormProvider {...form}>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (step < REVIEW) void next();
              }}
              className="flex flex-col gap-4"
            >
              {stepError && step < REVIEW && <Alert>{stepError}</Alert>}
              {regions.isPending ? (
                <p className="flex items-center gap-2 text-sm text-slate-600">
                  <Spinner />
                  {t('create.loading')}
                </p>
              ) : regions.isError ? (
                <Alert>{getErrorMessage(regions.error)}</Alert>
              ) : step === 0 ? (
                <CustomerStep regions={regionList} errors={errors} />
              ) : step === 1 ? (
                <ItemsEditor currency={currency} errors={errors} />
              ) : step === 2 && region ? (
                <ShippingStep region={region} errors={errors} />
              ) : (
                <ReviewStep draft={preview} error={stepError} />
              )}
              {/* Enter in a field moves on, as Next does. */}
              <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
            </form>
          </FormProvider>
        </Modal.Content>
      </Modal.Body>
      <Modal.Footer className="flex-wrap">
        <UiButton variant="ghost" disabled={busy} onClick={() => void close()}>
          {t('create.cancel')}
        </UiButton>
        <UiButton variant="secondary" disabled={step === 0 || busy} onClick={() => void back()}>
          {t('create.back')}
        </UiButton>
        {step < REVIEW ? (
          <UiButton variant="primary" onClick={() => void next()}>
            {t('create.next')}
          </UiButton>
        ) : (
          <UiButton
            variant="primary"
            disabled={!preview}
            isLoading={create.isPending}
            onClick={finish}
          >
            {t('create.submit')}
          </UiButton>
        )}
      </Modal.Footer>
    </Modal>
  );
}
