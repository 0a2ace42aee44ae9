import { getErrorMessage } from '@storedesk/client';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { FocusModal } from '@/components/ui/focus-modal';
import { Modal, type ModalSize } from '@/components/ui/modal';
import { UiButton } from '@/components/ui/ui-button';

/**
 * What a create or edit route gives its form modal: the words, the save's state, and what to do
 * with the body and on leaving. A form's props extend it and pass the rest on to `FormModal`.
 */
export interface FormModalRouteProps<Body> {
  heading: string;
  /** The submit button ('Create collection'); 'Save changes' when left out. */
  submitLabel?: string | undefined;
  isSaving: boolean;
  /** The save's error: one naming a field lands on it, others show above the form. */
  error: unknown;
  onSubmit: (body: Body) => void;
  onClose: () => void;
}

interface FormModalProps {
  /** Defaults to open: most form modals are child routes, there while their route is. */
  open?: boolean;
  /** `dialog`: a centred modal with Cancel and submit below; `full`: a full-screen editor. */
  layout?: 'dialog' | 'full';
  /** Dialogs only. */
  size?: ModalSize;
  heading: string;
  /** The submit button ('Create collection'); 'Save changes' when left out. */
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
  heading,
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
        title={heading}
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
        <Modal.Header title={heading} />
        <Modal.Content>{form}</Modal.Content>
      </Modal.Body>
      <Modal.Footer>
        <UiButton variant="secondary" disabled={isSaving} onClick={onClose}>
          {t('actions.cancel')}
        </UiButton>
        <UiButton type="submit" form={formId} isLoading={isSaving}>
          {submitLabel ?? t('actions.saveChanges')}
        </UiButton>
      </Modal.Footer>
    </Modal>
  );
}
