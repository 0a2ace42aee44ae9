import { useTranslation } from 'react-i18next';

const BADGE = 'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset';

/** 'Enabled' or 'Disabled'. */
export function ChannelStatusBadge({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('salesChannels');
  return (
    <span
      className={`${BADGE} ${disabled ? 'bg-slate-100 text-slate-700 ring-slate-200' : 'bg-emerald-50 text-emerald-800 ring-emerald-200'}`}
    >
      {disabled ? t('status.disabled') : t('status.enabled')}
    </span>
  );
}

/** Marks the store's default channel (the one new products join and that cannot be deleted). */
export function DefaultChannelBadge() {
  const { t } = useTranslation('salesChannels');
  return <span className={`${BADGE} bg-sky-50 text-sky-800 ring-sky-200`}>{t('default')}</span>;
}
