import type { Product } from '@storedesk/contract';
import type { ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/components/ui/text-input';
import { currencyDecimals, toMajorUnits, toMinorUnits } from './money';
import { cellKey, type PriceCells } from './price-cells';

interface PriceGridProps {
  /** Products with their variants: one row per variant, grouped by product. */
  products: readonly Product[];
  /** Lower-case currency codes: one column each. */
  currencies: readonly string[];
  cells: PriceCells;
  onCellChange: (key: string, value: string) => void;
  /** Drawn in a product's heading row (e.g. a remove button). */
  productActions?: (product: Product) => ReactNode;
  disabled?: boolean;
}

/**
 * Variants × currencies: a price per cell, typed in major units (12.50 €, 1250 ¥). A cell that
 * is not a price in its currency turns red and the hint under the grid says why.
 */
export function PriceGrid({
  products,
  currencies,
  cells,
  onCellChange,
  productActions,
  disabled = false,
}: PriceGridProps) {
  const { t } = useTranslation('pricing');
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(cells)) {
    const currency = key.slice(key.lastIndexOf(':') + 1);
    if (toMinorUnits(value, currency) === null) errors[key] = { type: 'validate' };
  }
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <div className="flex flex-col gap-2">
      <div className="overflow-x-auto rounded-md border border-slate-200">
        <table className="w-full min-w-max border-collapse text-sm">
          <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('grid.variant')}
              </th>
              {currencies.map((code) => (
                <th key={code} scope="col" className="px-3 py-2">
                  {code.toUpperCase()}
                </th>
              ))}
            </tr>
          </thead>
          {products.map((product) => (
            <tbody key={product.id} className="border-t border-slate-200">
              <tr className="bg-white">
                <th
                  scope="colgroup"
                  colSpan={currencies.length + 1}
                  className="px-3 pt-3 pb-1 text-left font-semibold text-slate-900"
                >
                  <span className="flex items-center justify-between gap-3">
                    <span className="break-words">{product.title}</span>
                    {productActions?.(product)}
                  </span>
                </th>
              </tr>
              {(product.variants ?? []).length === 0 && (
                <tr>
                  <td colSpan={currencies.length + 1} className="px-3 py-2 text-slate-500">
                    {t('grid.noVariants')}
                  </td>
                </tr>
              )}
              {(product.variants ?? []).map((variant) => (
                <tr key={variant.id}>
                  <th scope="row" className="px-3 py-1.5 text-left font-normal text-slate-700">
                    {variant.title}
                    {variant.sku && (
                      <span className="block text-xs text-slate-500">{variant.sku}</span>
                    )}
                  </th>
                  {currencies.map((code) => {
                    const key = cellKey(variant.id, code);
                    return (
                      <td key={code} className="px-3 py-1.5">
                        <TextInput
                          name={key}
                          errors={errors}
                          className="w-32"
                          inputMode={currencyDecimals(code) === 0 ? 'numeric' : 'decimal'}
                          autoComplete="off"
                          disabled={disabled}
                          placeholder={toMajorUnits(0, code)}
                          aria-label={t('grid.cellLabel', {
                            product: product.title,
                            variant: variant.title,
                            currency: code.toUpperCase(),
                          })}
                          value={cells[key] ?? ''}
                          onChange={(event) => onCellChange(key, event.target.value)}
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
      <p className={`text-sm ${hasErrors ? 'text-red-700' : 'text-slate-500'}`} role="status">
        {hasErrors ? t('grid.invalid') : t('grid.hint')}
      </p>
    </div>
  );
}
