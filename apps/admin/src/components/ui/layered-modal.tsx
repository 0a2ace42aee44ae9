import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { Modal, type ModalSize } from '@/components/ui/modal';

/** SPEC point 9: a stacked screen stays on screen this long after it starts to leave. */
export const LAYER_TRANSITION_MS = 100;

/** One screen stacked over the modal's normal content (SPEC point 3, modal screen entry). */
export interface LayeredModalScreen {
  title: ReactNode;
  /** Shown after the title, in parentheses. */
  subtitle?: ReactNode;
  /** The screen's body: usually `Modal.Content` and `Modal.Footer`. */
  view: ReactNode;
  /** The header's back button; usually calls `pop()`. */
  onBack: () => void;
}

export interface LayeredModalContextValue {
  screens: readonly LayeredModalScreen[];
  /** Adds a screen on top. */
  push: (screen: LayeredModalScreen) => void;
  /** Removes the top screen. */
  pop: () => void;
  /** Removes every screen. */
  reset: () => void;
}

const LayeredModalContext = createContext<LayeredModalContextValue | null>(null);

/** Holds the stack of screens a `LayeredModal` below it shows. */
export function LayeredModalProvider({ children }: { children: ReactNode }) {
  const [screens, setScreens] = useState<readonly LayeredModalScreen[]>([]);
  const push = useCallback(
    (screen: LayeredModalScreen) => setScreens((stack) => [...stack, screen]),
    [],
  );
  const pop = useCallback(() => setScreens((stack) => stack.slice(0, -1)), []);
  const reset = useCallback(() => setScreens([]), []);
  const value = useMemo(() => ({ screens, push, pop, reset }), [screens, push, pop, reset]);
  return <LayeredModalContext value={value}>{children}</LayeredModalContext>;
}

/** The screen stack of the nearest `LayeredModalProvider`. */
export function useLayeredModal(): LayeredModalContextValue {
  const context = useContext(LayeredModalContext);
  if (!context) throw new Error('useLayeredModal must be used within a LayeredModalProvider');
  return context;
}

/**
 * Keeps its content mounted for `LAYER_TRANSITION_MS` after `show` turns off (marked closed and
 * inert meanwhile), so the content can fade out instead of vanishing.
 */
export function LayeredModalTransition({ show, children }: { show: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(show);
  if (show && !mounted) setMounted(true);

  useEffect(() => {
    if (show) return;
    const timer = window.setTimeout(() => setMounted(false), LAYER_TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [show]);

  if (!mounted) return null;
  return (
    <div
      data-state={show ? 'open' : 'closed'}
      inert={!show}
      className="flex min-h-0 flex-1 flex-col bg-white transition-opacity duration-100 data-[state=closed]:pointer-events-none data-[state=closed]:absolute data-[state=closed]:inset-0 data-[state=closed]:opacity-0"
    >
      {children}
    </div>
  );
}

function ScreenView({ screen }: { screen: LayeredModalScreen }) {
  const { t } = useTranslation('common');
  return (
    <Modal.Body>
      <Modal.Header
        asDialogTitle={false}
        title={
          <>
            {screen.title}
            {screen.subtitle && (
              <>
                {' '}
                <span className="font-normal text-slate-500">({screen.subtitle})</span>
              </>
            )}
          </>
        }
        leading={
          <button
            type="button"
            aria-label={t('actions.back')}
            onClick={screen.onBack}
            autoFocus
            className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
          >
            <ArrowLeftIcon />
          </button>
        }
      />
      {screen.view}
    </Modal.Body>
  );
}

interface LayeredModalProps {
  open: boolean;
  onClose: () => void;
  size?: ModalSize;
  /** The normal content, shown while no screen is stacked (kept mounted underneath). */
  children: ReactNode;
  className?: string;
}

/**
 * A `Modal` that shows the top screen of the nearest `LayeredModalProvider` in place of its normal
 * content. Closing it, however it happens, clears the stack.
 */
export function LayeredModal({
  open,
  onClose,
  size = 'large',
  children,
  className,
}: LayeredModalProps) {
  const { screens, reset } = useLayeredModal();
  const top = screens.at(-1);
  // The last screen stays drawn while it fades out after the stack empties.
  const [shown, setShown] = useState({ screen: top, depth: screens.length });
  if (top && top !== shown.screen) setShown({ screen: top, depth: screens.length });

  useEffect(() => {
    if (!open) reset();
  }, [open, reset]);

  const close = () => {
    reset();
    onClose();
  };

  return (
    <Modal open={open} onClose={close} size={size} className={className}>
      <div hidden={top !== undefined} className="flex min-h-0 flex-1 flex-col">
        {children}
      </div>
      <LayeredModalTransition show={top !== undefined}>
        {shown.screen && <ScreenView key={shown.depth} screen={shown.screen} />}
      </LayeredModalTransition>
    </Modal>
  );
}
