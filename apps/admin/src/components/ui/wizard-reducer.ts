/** The wizard's state machine, as SPEC point 4 ('Wizard') sets it. Pure, so tested alone. */

export interface WizardState {
  /** Index of the step on screen, from 0. */
  currentStep: number;
  /** Whether Next (or Submit) may be pressed; a step turns it off to block progress. */
  nextStepEnabled: boolean;
}

export type WizardAction =
  | { type: 'enableNext' }
  | { type: 'disableNext' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'setStep'; step: number }
  | { type: 'submit' }
  | { type: 'reset' };

export const initialWizardState: WizardState = { currentStep: 0, nextStepEnabled: true };

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'enableNext':
      return state.nextStepEnabled ? state : { ...state, nextStepEnabled: true };
    case 'disableNext':
      return state.nextStepEnabled ? { ...state, nextStepEnabled: false } : state;
    case 'next':
      return { ...state, currentStep: state.currentStep + 1 };
    case 'previous':
      return state.currentStep > 0 ? { ...state, currentStep: state.currentStep - 1 } : state;
    case 'setStep':
      // Only a step above 0 is applied; 0 and below leave the state as it is.
      return action.step > 0 ? { ...state, currentStep: action.step } : state;
    case 'submit':
      // Submitting is the caller's job; the wizard itself does not move.
      return state;
    case 'reset':
      return initialWizardState;
  }
}
