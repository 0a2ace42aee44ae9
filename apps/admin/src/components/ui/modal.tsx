import * as Dialog from '@radix-ui/react-dialog';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/ui/icons';

export type ModalSize = 'small' | 'large';

/** Space kept free above and below the modal, in pixels. */
export const MODAL_WINDOW_MARGIN = 64;

const SIZES: Record<ModalSize, string> = {
  small: 'max-w-md',
  large: 'max-w-3xl',
};

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's inner height, kept current on resize. */
function useWindowHeight(): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerHeight,
    () => 800,
  );
}

interface ModalProps {
  open: boolean;
  /** Called on Escape, a click outside and the header's close button. */
  onClose: () => void;
  size?: ModalSize;
  children: ReactNode;
  className?: string;
}

/**
 * A centred Radix dialog whose height never exceeds the window's (less a margin), so long
 * content scrolls inside `Modal.Content` while the header and footer stay put.
 *
 * Compose as `Modal` > `Modal.Body` > `Modal.Header` + `Modal.Content`, then `Modal.Footer`.
 */
function ModalRoot({ open, onClose, size = 'large', children, className = '' }: ModalProps) {
  const height = useWindowHeight();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          data-size={size}
          style={{ maxHeight: height - MODAL_WINDOW_MARGIN }}
          className={`fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white text-slate-900 shadow-lg focus:outline-none ${SIZES[size]} ${className}`}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ModalBody({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`flex min-h-0 flex-1 flex-col ${className}`}>{children}</div>;
}

interface ModalHeaderProps {
  title: ReactNode;
  /** Under the title (a step indicator, a hint). */
  children?: ReactNode;
  /** Before the title (a back button). */
  leading?: ReactNode;
  /**
   * Whether `title` names the dialog. Off for headings of stacked screens, which sit on top of
   * the header that does.
   */
  asDialogTitle?: boolean;
}

function ModalHeader({ title, children, leading, asDialogTitle = true }: ModalHeaderProps) {
  const { t } = useTranslation('common');
  const heading = <h2 className="text-lg font-semibold text-slate-900">{title}</h2>;
  return (
    <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
      <div className="flex min-w-0 items-center gap-3">
        {leading}
        <div className="min-w-0">
          {asDialogTitle ? <Dialog.Title asChild>{heading}</Dialog.Title> : heading}
          {children}
        </div>
      </div>
      <Dialog.Close
        aria-label={t('ui.dialogClose')}
        className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
      >
        <CloseIcon />
      </Dialog.Close>
    </div>
  );
}

function ModalContent({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`min-h-0 flex-1 overflow-y-auto px-6 py-5 ${className}`}>{children}</div>;
}

function ModalFooter({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={`flex items-center justify-end gap-2 border-t border-slate-200 px-6 py-4 ${className}`}
    >
      {children}
    </div>
  );
}

export const Modal = Object.assign(ModalRoot, {
  Body: ModalBody,
  Header: ModalHeader,
  Content: ModalContent,
  Footer: ModalFooter,
});
