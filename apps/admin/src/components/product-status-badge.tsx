import type { ProductStatus } from '@storedesk/contract';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/badge';

const TONE: Record<ProductStatus, BadgeTone> = {
  draft: 'neutral',
  proposed: 'warning',
  published: 'success',
  rejected: 'danger',
};

/** A product's status (Draft, Published...), wherever products are listed. */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation('products');
  return <Badge tone={TONE[status]}>{t(`list.status.${status}`)}</Badge>;
}
