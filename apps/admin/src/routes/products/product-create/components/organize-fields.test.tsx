import '@/test/i18n';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { StaticFeatureFlagProvider } from '@/features/feature-flags';
import { createFakeApi } from '@/features/testing/fake-api';
import { apiWrapper } from '@/features/testing/render';
import { OrganizeFields, type OrganizeValues } from './organize-fields';

afterEach(cleanup);

const empty = (key: string) => ({ body: { [key]: [], count: 0, offset: 0, limit: 200 } });

function Form({ children }: { children: ReactNode }) {
  const form = useForm<OrganizeValues>({
    defaultValues: { type_value: '', collection_id: '', tags: [], categories: [] },
  });
  return <FormProvider {...form}>{children}</FormProvider>;
}

function renderFields(productCategories: boolean) {
  const api = createFakeApi({
    'GET /admin/product-types': empty('product_types'),
    'GET /admin/collections': empty('collections'),
    'GET /admin/product-tags': empty('product_tags'),
    'GET /admin/product-categories': {
      body: {
        product_categories: [{ id: 'pcat_1', name: 'Shirts' }],
        count: 1,
        offset: 0,
        limit: 200,
      },
    },
    'GET /admin/sales-channels': empty('sales_channels'),
  });
  render(
    <StaticFeatureFlagProvider flags={{ product_categories: productCategories }}>
      <Form>
        <OrganizeFields />
      </Form>
    </StaticFeatureFlagProvider>,
    { wrapper: apiWrapper(api) },
  );
  return api;
}

describe('OrganizeFields and the product_categories flag', () => {
  it('offers the categories while the flag is on', async () => {
    const api = renderFields(true);
    expect(await screen.findByRole('checkbox', { name: 'Shirts' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Categories' })).toBeInTheDocument();
    expect(api.calls('GET /admin/product-categories')).toHaveLength(1);
  });

  it('has no categories field, and reads no categories, while the flag is off', async () => {
    const api = renderFields(false);
    await waitFor(() => expect(api.calls('GET /admin/sales-channels')).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Categories' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Sales channels' })).toBeInTheDocument();
    expect(api.calls('GET /admin/product-categories')).toEqual([]);
  });
});
