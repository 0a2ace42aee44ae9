import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon, CloseIcon } from '@/shell/icons';

const ICON_BUTTON =
  'flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900';

interface ActivityDrawerProps {
  /** What the panel lists (batch jobs, notifications); a quiet 'nothing new' when absent. */
  children?: ReactNode;
}

/** The bell in the top bar and the side panel it opens at the inline end of the window. */
export function ActivityDrawer({ children }: ActivityDrawerProps) {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <Dialog.Root>
      <Dialog.Trigger aria-label={t('activity.open')} className={ICON_BUTTON}>
        <BellIcon className="size-5" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/30" />
        <Dialog.Content className="fixed inset-y-0 end-0 z-50 flex w-full max-w-sm flex-col border-s border-slate-200 bg-white text-slate-900 shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div>
              <Dialog.Title className="text-lg font-semibold">{t('activity.title')}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-500">
                {t('activity.description')}
              </Dialog.Description>
            </div>
            <Dialog.Close aria-label={t('common:actions.close')} className={ICON_BUTTON}>
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
            {children ?? <p className="text-sm text-slate-500">{t('activity.empty')}</p>}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
