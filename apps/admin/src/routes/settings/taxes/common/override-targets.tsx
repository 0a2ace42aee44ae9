import type { Region, TaxRate } from '@storedesk/contract';
import { useAdminProductTypes, useAdminShippingOptions } from '@storedesk/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ProductPicker } from '@/components/product-picker';
import { Spinner } from '@/components/spinner';

/** What an override applies to: the whole lists the create and update bodies carry. */
export interface Targets {
  products: string[];
  product_types: string[];
  shipping_options: string[];
}

interface OverrideTargetsProps {
  region: Region;
  value: Targets;
  onChange: (next: Targets) => void;
  /** The override being edited (its products' titles until the picker names new ones). */
  initial?: TaxRate | undefined;
}

/** Products (picked through the product picker), product types and the region's shipping options. */
export function OverrideTargets({ region, value, onChange, initial }: OverrideTargetsProps) {
  const { t } = useTranslation('taxes');
  const [picking, setPicking] = useState(false);
  const [titles, setTitles] = useState<ReadonlyMap<string, string>>(
    new Map((initial?.products ?? []).map((product) => [product.id, product.title])),
  );
  const types = useAdminProductTypes({ limit: 200 });
  const options = useAdminShippingOptions({ region_id: region.id, limit: 200 });
  const toggle = (key: 'product_types' | 'shipping_options', id: string, on: boolean) =>
    onChange({
      ...value,
      [key]: on ? [...value[key], id] : value[key].filter((entry) => entry !== id),
    });

  return (
    <div className="flex flex-col gap-5">
      <Group
        title={t('targets.products')}
        hint={t('targets.productsHint')}
        action={
          <Button variant="secondary" onClick={() => setPicking(true)}>
            {t('targets.addProducts')}
          </Button>
        }
      >
        {value.products.length === 0 ? (
          <p className="text-sm text-slate-500">{t('targets.noProducts')}</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
            {value.products.map((id) => {
              const title = titles.get(id) ?? id;
              return (
                <li key={id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                  <span className="min-w-0 break-words text-slate-900">{title}</span>
                  <Button
                    variant="secondary"
                    aria-label={t('targets.removeProduct', { title })}
                    onClick={() =>
                      onChange({
                        ...value,
                        products: value.products.filter((entry) => entry !== id),
                      })
                    }
                  >
                    {t('targets.remove')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </Group>

      <Group title={t('targets.types')} hint={t('targets.typesHint')}>
        {types.isPending ? (
          <Spinner />
        ) : (types.data?.product_types ?? []).length === 0 ? (
          <p className="text-sm text-slate-500">{t('targets.noTypes')}</p>
        ) : (
          <Checklist
            items={[...(types.data?.product_types ?? [])]
              .sort((a, b) => a.value.localeCompare(b.value))
              .map((type) => ({ id: type.id, label: type.value }))}
            checked={value.product_types}
            onToggle={(id, on) => toggle('product_types', id, on)}
          />
        )}
      </Group>

      <Group title={t('targets.options')} hint={t('targets.optionsHint', { region: region.name })}>
        {options.isPending ? (
          <Spinner />
        ) : (options.data?.shipping_options ?? []).length === 0 ? (
          <p className="text-sm text-slate-500">{t('targets.noOptions')}</p>
        ) : (
          <Checklist
            items={(options.data?.shipping_options ?? []).map((option) => ({
              id: option.id,
              label: option.is_return
                ? t('targets.returnOption', { name: option.name })
                : option.name,
            }))}
            checked={value.shipping_options}
            onToggle={(id, on) => toggle('shipping_options', id, on)}
          />
        )}
      </Group>

      <ProductPicker
        open={picking}
        onClose={() => setPicking(false)}
        title={t('targets.pickerTitle')}
        alreadyAddedLabel={t('targets.alreadyAdded')}
        excludeIds={value.products}
        onConfirm={(picked) => {
          setTitles(
            (current) =>
              new Map([...current, ...picked.map((p): [string, string] => [p.id, p.title])]),
          );
          onChange({
            ...value,
            products: [...value.products, ...picked.map((product) => product.id)],
          });
          setPicking(false);
        }}
      />
    </div>
  );
}

function Group({
  title,
  hint,
  action,
  children,
}: {
  title: string;
  hint: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">{title}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-500">{hint}</p>
        {action}
      </div>
      {children}
    </fieldset>
  );
}

function Checklist({
  items,
  checked,
  onToggle,
}: {
  items: { id: string; label: string }[];
  checked: readonly string[];
  onToggle: (id: string, on: boolean) => void;
}) {
  return (
    <ul className="grid max-h-48 gap-1 overflow-y-auto rounded-md border border-slate-200 p-2 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.id}>
          <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm hover:bg-slate-50">
            <input
              type="checkbox"
              className="size-4 accent-slate-900"
              checked={checked.includes(item.id)}
              onChange={(event) => onToggle(item.id, event.target.checked)}
            />
            <span className="break-words text-slate-900">{item.label}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
