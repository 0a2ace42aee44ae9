import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UiButton } from '@/components/ui/ui-button';

interface FocusModalProps {
  open: boolean;
  /** Called by Cancel and by Escape. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Called by Save; leave it out and pass `formId` to submit a form instead. */
  onSave?: () => void;
  /** Makes Save a submit button of the form with this id. */
  formId?: string;
  isSaving?: boolean;
  saveDisabled?: boolean;
  /** Defaults to 'Save changes'. */
  saveLabel?: ReactNode;
  /** Defaults to 'Cancel'. */
  cancelLabel?: ReactNode;
  /** Classes for the centred content column. */
  className?: string;
}

/** A full-screen editor with Cancel and 'Save changes' in its header. */
export function FocusModal({
  open,
  onClose,
  title,
  children,
  onSave,
  formId,
  isSaving = false,
  saveDisabled = false,
  saveLabel,
  cancelLabel,
  className = '',
}: FocusModalProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !isSaving && onClose()}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-white text-slate-900 focus:outline-none"
        >
          <header className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3 sm:px-6">
            <Dialog.Title className="truncate text-lg font-semibold">{title}</Dialog.Title>
            <div className="flex shrink-0 items-center gap-2">
              <UiButton variant="secondary" disabled={isSaving} onClick={onClose}>
                {cancelLabel ?? t('actions.cancel')}
              </UiButton>
              <UiButton
                variant="primary"
                type={formId ? 'submit' : 'button'}
                form={formId}
                isLoading={isSaving}
                disabled={saveDisabled}
                onClick={onSave}
              >
                {saveLabel ?? t('actions.saveChanges')}
              </UiButton>
            </div>
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <div className={`mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 ${className}`}>
              {children}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
