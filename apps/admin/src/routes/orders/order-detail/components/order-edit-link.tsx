import { useAdminStore } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';
import { orderEditLink } from '@/routes/order-edits/common/order-edit-rules';

/**
 * The link where the customer reviews an edit sent to them (the store's hosted shop's order edit
 * page, as the Exchanges section links its exchange page), with a button that copies it. Says so
 * when the store has no shop address.
 */
export function OrderEditLink({ editId }: { editId: string }) {
  const { t } = useTranslation('orderEdits');
  const store = useAdminStore();
  const link = orderEditLink(store.data?.store.storefront_urls.shop_url, editId);
  if (!link) {
    return store.isSuccess ? <p className="text-sm">{t('editor.sent.noLink')}</p> : null;
  }
  return (
    <div className="flex flex-col gap-1 text-sm">
      <span>{t('section.link')}</span>
      <div className="flex min-w-0 items-center gap-2">
        <a
          href={link}
          target="_blank"
          rel="noreferrer"
          dir="ltr"
          title={link}
          data-testid="order-edit-link"
          className="min-w-0 flex-1 truncate rounded border border-slate-200 bg-white px-2 py-1 font-mono text-xs text-slate-900 underline-offset-2 hover:underline"
        >
          {link}
        </a>
        <UiButton
          variant="secondary"
          className="shrink-0 px-2 py-1"
          onClick={() => {
            void navigator.clipboard
              ?.writeText(link)
              .then(() => toast.success(t('section.linkCopied')));
          }}
        >
          {t('section.copyLink')}
        </UiButton>
      </div>
    </div>
  );
}
