import type { Product } from '@storedesk/contract';
import { useAdminUpdateVariant } from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';
import { serverIssues } from '../../common/server-errors';
import { columnOfPath, type VariantChange } from './variant-grid-model';
import { AddVariantModal } from './add-variant-modal';
import { Section } from '@/components/detail/section';
import { VariantGrid, type GridSaveErrors } from './variant-grid';

/**
 * The variants with their price and stock grid (Save sends one update per changed variant), and
 * a modal to add one.
 */
export function VariantsSection({
  product,
  currencies,
}: {
  product: Product;
  currencies: string[];
}) {
  const { t } = useTranslation('products');
  const update = useAdminUpdateVariant(product.id);
  const [adding, setAdding] = useState(false);

  const onSave = async (changes: VariantChange[]): Promise<GridSaveErrors> => {
    const failed: GridSaveErrors = {};
    for (const change of changes) {
      try {
        await update.mutateAsync({ variant_id: change.variantId, ...change.body });
      } catch (error) {
        const cells: Record<string, string> = {};
        for (const issue of serverIssues(error, (path) => columnOfPath(path, change) !== null)) {
          const column = issue.path ? columnOfPath(issue.path, change) : null;
          cells[column ?? ''] = cells[column ?? '']
            ? `${cells[column ?? '']} ${issue.message}`
            : issue.message;
        }
        failed[change.variantId] = cells;
      }
    }
    const saved = changes.length - Object.keys(failed).length;
    if (saved > 0) toast.success(t('variants.saved', { count: saved }));
    if (Object.keys(failed).length > 0)
      toast.error(t('variants.saveFailed', { count: Object.keys(failed).length }));
    return failed;
  };

  return (
    <Section
      title={t('detail.variants')}
      actions={
        <UiButton variant="secondary" onClick={() => setAdding(true)}>
          {t('variants.add')}
        </UiButton>
      }
    >
      <VariantGrid
        key={product.id}
        variants={product.variants ?? []}
        currencies={currencies}
        onSave={onSave}
      />
      {adding && (
        <AddVariantModal
          product={product}
          currencies={currencies}
          onClose={() => setAdding(false)}
        />
      )}
    </Section>
  );
}
