import { useTranslation } from 'react-i18next';
import type { ProductPickerLabels } from '@/components/product-picker';

/** The product picker's texts from the `pricing` namespace. */
export function usePickerLabels(): ProductPickerLabels {
  const { t } = useTranslation('pricing');
  const { t: common } = useTranslation('common');
  return {
    title: t('picker.title'),
    search: t('picker.search'),
    loading: t('picker.loading'),
    empty: t('picker.empty'),
    alreadyAdded: t('picker.alreadyAdded'),
    variants: (count) => t('picker.variants', { count }),
    confirm: (count) => t('picker.confirm', { count }),
    cancel: common('actions.cancel'),
    range: (from, to, count) => t('list.range', { from, to, count }),
    previous: t('list.previous'),
    next: t('list.next'),
  };
}
