import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@storedesk/client';
import type { Product } from '@storedesk/contract';
import { useAdminCreatePriceList } from '@storedesk/react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { WizardModal } from '@/components/ui/wizard-modal';
import { priceChanges, type PriceCells } from '../common/price-cells';
import {
  PriceListForm,
  toPriceListBody,
  type PriceListFormValues,
} from '../common/price-list-form';
import { useStoreCurrencies } from '../common/use-store-currencies';
import { DatesStep } from './components/dates-step';
import { DetailsStep } from './components/details-step';
import { PricesStep } from './components/prices-step';
import { SummaryStep } from './components/summary-step';

const EMPTY: PriceListFormValues = {
  type: 'sale',
  name: '',
  description: '',
  status: 'draft',
  starts_at: '',
  ends_at: '',
};

/**
 * `/a/pricing/new`: the create wizard over the list. 1 type and details, 2 dates, 3 the price
 * grid (products picked, a price per variant and store currency), 4 a summary, then Submit.
 */
export function PriceListCreatePage() {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm<PriceListFormValues>({
    resolver: zodResolver(PriceListForm),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const [products, setProducts] = useState<Product[]>([]);
  const [cells, setCells] = useState<PriceCells>({});
  const { codes: currencies, store } = useStoreCurrencies();

  const create = useAdminCreatePriceList({
    onSuccess: (data) => {
      toast.success(t('create.created', { name: data.price_list.name }));
      navigate(`/a/pricing/${data.price_list.id}`);
    },
  });

  const close = () => navigate({ pathname: '/a/pricing', search: location.search });

  const submit = () => {
    const values = form.getValues();
    const { prices } = priceChanges(products, currencies, cells);
    create.mutate({ ...toPriceListBody(values), prices });
  };

  return (
    <FormProvider {...form}>
      <WizardModal
        open
        onClose={close}
        title={t('create.title')}
        lastStepIsSummary
        isSubmitting={create.isPending}
        onSubmit={submit}
        steps={[
          <DetailsStep key="details" />,
          <DatesStep key="dates" />,
          <PricesStep
            key="prices"
            products={products}
            onProductsChange={setProducts}
            currencies={currencies}
            storeError={store.isError ? getErrorMessage(store.error) : undefined}
            cells={cells}
            onCellsChange={setCells}
          />,
          <SummaryStep
            key="summary"
            products={products}
            currencies={currencies}
            cells={cells}
            error={create.isError ? getErrorMessage(create.error) : undefined}
          />,
        ]}
      />
    </FormProvider>
  );
}
