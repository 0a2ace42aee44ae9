import { describe, expect, it } from 'vitest';
import {
  initialWizardState,
  wizardReducer,
  type WizardState,
} from '@/components/ui/wizard-reducer';

const at = (currentStep: number, nextStepEnabled = true): WizardState => ({
  currentStep,
  nextStepEnabled,
});

describe('wizardReducer', () => {
  it('starts on step 0 with Next enabled', () => {
    expect(initialWizardState).toEqual({ currentStep: 0, nextStepEnabled: true });
  });

  it('enableNext and disableNext set the flag and keep the step', () => {
    expect(wizardReducer(at(2, false), { type: 'enableNext' })).toEqual(at(2, true));
    expect(wizardReducer(at(2, true), { type: 'disableNext' })).toEqual(at(2, false));
    expect(wizardReducer(at(1, true), { type: 'enableNext' })).toEqual(at(1, true));
    expect(wizardReducer(at(1, false), { type: 'disableNext' })).toEqual(at(1, false));
  });

  it('next adds one and keeps the flag', () => {
    expect(wizardReducer(at(0), { type: 'next' })).toEqual(at(1));
    expect(wizardReducer(at(3, false), { type: 'next' })).toEqual(at(4, false));
  });

  it('previous subtracts one but never goes below 0', () => {
    expect(wizardReducer(at(2), { type: 'previous' })).toEqual(at(1));
    expect(wizardReducer(at(1, false), { type: 'previous' })).toEqual(at(0, false));
    expect(wizardReducer(at(0), { type: 'previous' })).toEqual(at(0));
  });

  it('setStep applies a step above 0', () => {
    expect(wizardReducer(at(0), { type: 'setStep', step: 1 })).toEqual(at(1));
    expect(wizardReducer(at(1, false), { type: 'setStep', step: 4 })).toEqual(at(4, false));
  });

  it('setStep(0) and setStep(-1) leave the state unchanged', () => {
    const state = at(2, false);
    expect(wizardReducer(state, { type: 'setStep', step: 0 })).toBe(state);
    expect(wizardReducer(state, { type: 'setStep', step: -1 })).toBe(state);
  });

  it('submit changes nothing', () => {
    const state = at(2, true);
    expect(wizardReducer(state, { type: 'submit' })).toBe(state);
  });

  it('reset goes back to step 0 with Next enabled', () => {
    expect(wizardReducer(at(3, false), { type: 'reset' })).toEqual(at(0, true));
  });
});
