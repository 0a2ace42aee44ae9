import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@storedesk/client';
import { useAdminCreateDraftOrder, useAdminRegions } from '@storedesk/react';
import { useEffect, useRef, useState } from 'react';
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
import { draftView } from '../common/draft-view';
import { useShownErrors } from '../common/use-shown-errors';
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
 * review). Each step checks its fields before the next. Nothing is saved before Create: the
 * review shows what was entered, and Create saves the draft and opens its page, where the
 * server's taxes and totals are shown. A refusal naming a field returns to the step with the
 * field; any other refusal shows on the review.
 */
export function DraftOrderCreateWizard() {
  const { t } = useTranslation('draftOrders');
  const navigate = useNavigate();
  const { search } = useLocation();
  const [step, setStep] = useState(0);
  const [stepError, setStepError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Each step opens at its top, not where the previous (longer) one was scrolled to.
  useEffect(() => {
    const scroller = formRef.current?.parentElement;
    if (scroller) scroller.scrollTop = 0;
  }, [step]);
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

  const close = () => {
    // A draft being saved is let finish: its page opens when it is.
    if (create.isPending) return;
    void navigate({ pathname: '/a/draft-orders', search });
  };

  const submit = () => {
    if (create.isPending) return;
    setStepError(null);
    create.mutate(toCreateRequest(form.getValues(), currency), {
      onSuccess: ({ draft_order }) => {
        const draft = draftView(draft_order);
        toast.success(t('create.created', { number: draft.display_id }));
        void navigate(`/a/draft-orders/${draft.id}`);
      },
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
    setStep(step + 1);
  };

  const back = () => {
    setStepError(null);
    setStep(step - 1);
  };

  const busy = create.isPending;
  const stepTitle = t(STEP_TITLES[step]!);

  return (
    <Modal open onClose={close}>
      <Modal.Body>
        <Modal.Header title={t('create.title')}>
          <p className="mt-1 text-sm text-slate-500" aria-live="polite">
            {t('create.stepOf', { current: step + 1, total: STEP_TITLES.length, title: stepTitle })}
          </p>
        </Modal.Header>
        <Modal.Content>
          <FormProvider {...form}>
            <form
              ref={formRef}
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
              ) : region ? (
                <ReviewStep region={region} error={stepError} />
              ) : null}
              {/* Enter in a field moves on, as Next does. */}
              <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
            </form>
          </FormProvider>
        </Modal.Content>
      </Modal.Body>
      <Modal.Footer className="flex-wrap">
        <UiButton variant="ghost" disabled={busy} onClick={close}>
          {t('create.cancel')}
        </UiButton>
        <UiButton variant="secondary" disabled={step === 0 || busy} onClick={back}>
          {t('create.back')}
        </UiButton>
        {step < REVIEW ? (
          <UiButton variant="primary" onClick={() => void next()}>
            {t('create.next')}
          </UiButton>
        ) : (
          <UiButton variant="primary" isLoading={create.isPending} onClick={submit}>
            {t('create.submit')}
          </UiButton>
        )}
      </Modal.Footer>
    </Modal>
  );
}
