import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';

type DialogProps = Omit<ComponentProps<typeof ConfirmDialog>, 'confirmLabel' | 'cancelLabel'> & {
  /** Defaults to 'Continue'. */
  confirmLabel?: string;
  /** Defaults to 'Cancel'. */
  cancelLabel?: string;
};

/**
 * The kit's confirm dialog: the shared `ConfirmDialog` (focus trapped, Escape and Cancel close it,
 * an error keeps it open) with translated default labels.
 */
export function Dialog({ confirmLabel, cancelLabel, ...props }: DialogProps) {
  const { t } = useTranslation('common');
  return (
    <ConfirmDialog
      confirmLabel={confirmLabel ?? t('actions.continue')}
      cancelLabel={cancelLabel ?? t('actions.cancel')}
      {...props}
    />
  );
}
