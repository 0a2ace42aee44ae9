import type { ReturnStatus } from '@storedesk/contract';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/badge';

const TONE: Record<ReturnStatus, BadgeTone> = {
  requested: 'info',
  received: 'success',
  requires_action: 'warning',
  canceled: 'neutral',
};

/** Where a return stands: Requested, Received, Needs action, Canceled. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation('returns');
  return <Badge tone={TONE[status]}>{t(`status.${status}`)}</Badge>;
}
