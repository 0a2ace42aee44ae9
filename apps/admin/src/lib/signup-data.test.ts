import { SIGNUP_STORAGE_KEY } from '@storedesk/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { readSignupData, saveSignupData, saveSignupPlan } from './signup-data';

const details = {
  fname: 'Ada',
  lname: 'Lovelace',
  email: 'ada@example.com',
  organization: 'Analytical Engines',
  password: 'secret-pass-1',
};

afterEach(() => window.sessionStorage.clear());

describe('saved sign-up data', () => {
  it('keeps the chosen plan next to the five fields, and reads it back', () => {
    saveSignupData(details);
    expect(readSignupData()).toEqual(details);
    expect(saveSignupPlan('basic')).toEqual({ ...details, plan: 'basic' });
    expect(readSignupData()).toEqual({ ...details, plan: 'basic' });
  });

  it('editing the details drops the plan until the checkout adds one again', () => {
    saveSignupData(details);
    saveSignupPlan('premium');
    saveSignupData({ ...details, fname: 'Augusta' });
    expect(readSignupData()).toEqual({ ...details, fname: 'Augusta' });
  });

  it('ignores a plan it does not know and adds none without saved data', () => {
    window.sessionStorage.setItem(SIGNUP_STORAGE_KEY, JSON.stringify({ ...details, plan: 'gold' }));
    expect(readSignupData()).toEqual(details);
    window.sessionStorage.clear();
    expect(saveSignupPlan('basic')).toBeNull();
    expect(window.sessionStorage.getItem(SIGNUP_STORAGE_KEY)).toBeNull();
  });
});
