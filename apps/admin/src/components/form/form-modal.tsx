import { getErrorMessage } from '@storedesk/client';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { FocusModal } from '@/components/ui/focus-modal';
import { Modal, type ModalSize } from '@/components/ui/modal';
import { UiButton } from '@/components/ui/ui-button';

interface FormModalProps {
  /** Defaults to open: most form modals are child routes, there while their route is. */
  open?: boolean;
  /** `dialog`: a centred modal with Cancel and submit below; `full`: a full-screen editor. */
  layout?: 'dialog' | 'full';
  /** Dialogs only. */
  size?: ModalSize;
  title: string;
  /** The submit button ('Create collection'); the full-screen editor's default is 'Save changes'. */
  submitLabel?: string | undefined;
  isSaving: boolean;
  /** The save's error, shown above the fields unless `errorOnField` says a field shows it. */
  error: unknown;
  errorOnField?: boolean;
  /** react-hook-form's `handleSubmit(...)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Cancel and Escape; not while saving. */
  onClose: () => void;
  /** Classes of the form (its gap). */
  className?: string;
  children: ReactNode;
}

/**
 * The frame of a create or edit form: the modal, the form with the server's error above the
 * fields, and Cancel beside the submit button (which stays the form's submit wherever it sits).
 * Pair it with `useServerFieldError` so errors naming a field land on that field instead.
 */
export function FormModal({
  open = true,
  layout = 'dialog',
  size,
  title,
  submitLabel,
  isSaving,
  error,
  errorOnField = false,
  onSubmit,
  onClose,
  className = 'flex flex-col gap-5',
  children,
}: FormModalProps) {
  const { t } = useTranslation('common');
  const formId = useId();
  const form = (
    <form id={formId} noValidate onSubmit={onSubmit} className={className}>
      {error !== null && error !== undefined && !errorOnField && (
        <Alert>{getErrorMessage(error)}</Alert>
      )}
      {children}
    </form>
  );

  if (layout === 'full') {
    return (
      <FocusModal
        open={open}
        onClose={onClose}
        title={title}
        formId={formId}
        isSaving={isSaving}
        saveLabel={submitLabel}
      >
        {form}
      </FocusModal>
    );
  }
  return (
    <Modal open={open} size={size ?? 'large'} onClose={() => !isSaving && onClose()}>
      <Modal.Body>
        <Modal.Header title={title} />
        <Modal.Content>{form}</Modal.Content>
      </Modal.Body>
      <Modal.Footer>
        <UiButton variant="secondary" disabled={isSaving} onClick={onClose}>
          {t('actions.cancel')}
        </UiButton>
        <UiButton type="submit" form={formId} isLoading={isSaving}>
          {submitLabel}
        </UiButton>
      </Modal.Footer>
    </Modal>
  );
}
