import { createContext, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LayeredModal } from '@/components/ui/layered-modal';
import { Modal, type ModalSize } from '@/components/ui/modal';
import { UiButton } from '@/components/ui/ui-button';
import { initialWizardState, wizardReducer } from '@/components/ui/wizard-reducer';

export interface WizardContextValue {
  currentStep: number;
  stepCount: number;
  nextStepEnabled: boolean;
  /** Lets Next (or Submit) be pressed again. */
  enableNext: () => void;
  /** Blocks Next (or Submit), e.g. while the step's form is invalid. */
  disableNext: () => void;
  next: () => void;
  previous: () => void;
  /** Jumps to a step; 0 and below are ignored (use `reset` to go back to the start). */
  setStep: (step: number) => void;
  reset: () => void;
}

const WizardContext = createContext<WizardContextValue | null>(null);

/** The wizard's state and controls, for the steps inside a `WizardModal`. */
export function useWizard(): WizardContextValue {
  const context = useContext(WizardContext);
  if (!context) throw new Error('useWizard must be used within a WizardModal');
  return context;
}

interface WizardModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** One element per step, shown one at a time. */
  steps: readonly ReactNode[];
  /** Called by the last step's Submit button instead of advancing. */
  onSubmit: () => void;
  /** Hides the step indicator on the last step (a summary of what will be submitted). */
  lastStepIsSummary?: boolean;
  /** Shows Submit as busy and disabled. */
  isSubmitting?: boolean;
  size?: ModalSize;
  /**
   * Draws the wizard in a `LayeredModal`, so screens pushed on the nearest
   * `LayeredModalProvider` stack over it.
   */
  layered?: boolean;
}

/**
 * A multi-step modal: title, 'Step N of M' with a dot per step, the current step, and Back / Next
 * (Submit on the last step). Closing it resets it to the first step.
 */
export function WizardModal({
  open,
  onClose,
  title,
  steps,
  onSubmit,
  lastStepIsSummary = false,
  isSubmitting = false,
  size = 'large',
  layered = false,
}: WizardModalProps) {
  const { t } = useTranslation('common');
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const { currentStep, nextStepEnabled } = state;
  const stepCount = steps.length;
  const isLastStep = currentStep >= stepCount - 1;
  const showIndicator = !(lastStepIsSummary && isLastStep);

  const controls = useMemo<WizardContextValue>(
    () => ({
      currentStep,
      stepCount,
      nextStepEnabled,
      enableNext: () => dispatch({ type: 'enableNext' }),
      disableNext: () => dispatch({ type: 'disableNext' }),
      next: () => dispatch({ type: 'next' }),
      previous: () => dispatch({ type: 'previous' }),
      setStep: (step: number) => dispatch({ type: 'setStep', step }),
      reset: () => dispatch({ type: 'reset' }),
    }),
    [currentStep, stepCount, nextStepEnabled],
  );

  // However the wizard is closed (its own close button or the parent), it starts over.
  useEffect(() => {
    if (!open) dispatch({ type: 'reset' });
  }, [open]);

  const close = () => {
    dispatch({ type: 'reset' });
    onClose();
  };

  const onNext = () => {
    if (isLastStep) {
      dispatch({ type: 'submit' });
      onSubmit();
    } else {
      dispatch({ type: 'next' });
    }
  };

  const Frame = layered ? LayeredModal : Modal;

  return (
    <WizardContext value={controls}>
      <Frame open={open} onClose={close} size={size}>
        <Modal.Body>
          <Modal.Header title={title}>
            {showIndicator && (
              <div className="mt-1 flex items-center gap-3">
                <span className="text-xs text-slate-500" aria-live="polite">
                  {t('ui.stepOf', { current: currentStep + 1, total: stepCount })}
                </span>
                <span className="flex items-center gap-2" aria-hidden="true">
                  {steps.map((_, index) => (
                    <span
                      // The steps are a fixed list, so their position is their identity.
                      key={index}
                      data-step-dot=""
                      data-active={index <= currentStep || undefined}
                      className="size-2 rounded-full bg-slate-200 data-[active]:bg-slate-900"
                    />
                  ))}
                </span>
              </div>
            )}
          </Modal.Header>
          <Modal.Content>{steps[currentStep]}</Modal.Content>
        </Modal.Body>
        <Modal.Footer>
          <UiButton
            variant="ghost"
            className="w-28"
            disabled={currentStep === 0 || isSubmitting}
            onClick={() => dispatch({ type: 'previous' })}
          >
            {t('actions.back')}
          </UiButton>
          <UiButton
            variant="primary"
            className="w-28"
            disabled={!nextStepEnabled}
            isLoading={isLastStep && isSubmitting}
            onClick={onNext}
          >
            {isLastStep ? t('actions.submit') : t('actions.next')}
          </UiButton>
        </Modal.Footer>
      </Frame>
    </WizardContext>
  );
}
