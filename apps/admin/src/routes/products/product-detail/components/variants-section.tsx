import type { Product } from '@storedesk/contract';
import { useAdminUpdateVariant } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { serverIssues } from '../../common/server-errors';
import { columnOfPath, type VariantChange } from './variant-grid-model';
import { VariantGrid, type GridSaveErrors } from './variant-grid';

/** The variants with their price and stock grid; Save sends one update per changed variant. */
export function VariantsSection({
  product,
  currencies,
}: {
  product: Product;
  currencies: string[];
}) {
  const { t } = useTranslation('products');
  const update = useAdminUpdateVariant(product.id);

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
    <VariantGrid
      key={product.id}
      variants={product.variants ?? []}
      currencies={currencies}
      onSave={onSave}
    />
  );
}
