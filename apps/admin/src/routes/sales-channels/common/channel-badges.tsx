import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';

/** 'Enabled' or 'Disabled'. */
export function ChannelStatusBadge({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('salesChannels');
  return (
    <Badge tone={disabled ? 'neutral' : 'success'}>
      {disabled ? t('status.disabled') : t('status.enabled')}
    </Badge>
  );
}

/** Marks the store's default channel (the one new products join and that cannot be deleted). */
export function DefaultChannelBadge() {
  const { t } = useTranslation('salesChannels');
  return <Badge tone="info">{t('default')}</Badge>;
}
