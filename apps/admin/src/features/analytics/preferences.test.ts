import { describe, expect, it } from 'vitest';
import {
  AnalyticsPreferencesForm,
  EMAIL_PATTERN,
  nextUsagePreferences,
  shouldAskPermission,
} from './preferences';

describe('shouldAskPermission (overlay visibility)', () => {
  const flags = [true, false];
  const rows = flags.flatMap((submitting) =>
    flags.flatMap((flagEnabled) =>
      flags.flatMap((hasUser) =>
        flags.flatMap((hasConfig) =>
          flags.map((configLoaded) => ({
            submitting,
            flagEnabled,
            hasUser,
            hasConfig,
            configLoaded,
          })),
        ),
      ),
    ),
  );

  it.each(rows)('%o', (state) => {
    const expected =
      state.submitting ||
      (state.flagEnabled && state.hasUser && !state.hasConfig && state.configLoaded);
    expect(shouldAskPermission(state)).toBe(expected);
  });

  it('asks in exactly 17 of the 32 states: 16 submitting, 1 otherwise', () => {
    expect(rows.filter(shouldAskPermission)).toHaveLength(17);
    expect(rows.filter((state) => !state.submitting && shouldAskPermission(state))).toEqual([
      { submitting: false, flagEnabled: true, hasUser: true, hasConfig: false, configLoaded: true },
    ]);
  });
});

describe('nextUsagePreferences (switch rule)', () => {
  it('turning opt-out on forces anonymize off', () => {
    expect(nextUsagePreferences({ anonymize: true, opt_out: false }, { opt_out: true })).toEqual({
      anonymize: false,
      opt_out: true,
    });
  });

  it('anonymize cannot be turned on while opted out', () => {
    expect(nextUsagePreferences({ anonymize: false, opt_out: true }, { anonymize: true })).toEqual({
      anonymize: false,
      opt_out: true,
    });
  });

  it('turning opt-out off leaves anonymize off, and anonymize is free again', () => {
    const off = nextUsagePreferences({ anonymize: false, opt_out: true }, { opt_out: false });
    expect(off).toEqual({ anonymize: false, opt_out: false });
    expect(nextUsagePreferences(off, { anonymize: true })).toEqual({
      anonymize: true,
      opt_out: false,
    });
  });
});

describe('email validation', () => {
  it.each(['ada@example.com', 'first.last+tag@sub.example.co.uk', 'x@y.io', "o'neil@shop.museum"])(
    'accepts %s',
    (email) => expect(EMAIL_PATTERN.test(email)).toBe(true),
  );

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada @example.com', 'ada@exa mple.com'])(
    'rejects %s',
    (email) => expect(EMAIL_PATTERN.test(email)).toBe(false),
  );

  const parse = (email: string, anonymize = false, opt_out = false) =>
    AnalyticsPreferencesForm.safeParse({ email, anonymize, opt_out });

  it('is not required', () => {
    expect(parse('').success).toBe(true);
    expect(parse('   ').success).toBe(true);
  });

  it('gives the message key for an invalid email', () => {
    const result = parse('not-an-email');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([
      { path: ['email'], message: 'preferences.emailInvalid' },
    ]);
  });

  it('is not checked while anonymize or opt-out is on (the field is disabled)', () => {
    expect(parse('not-an-email', true, false).success).toBe(true);
    expect(parse('not-an-email', false, true).success).toBe(true);
  });
});
