import { AdminPostAnalyticsConfigReq } from '@storedesk/contract';
import { z } from 'zod';

/** SPEC point 9: the consent overlay shows 1000 ms after it is due, at most 664 px wide. */
export const OVERLAY_DELAY_MS = 1000;
export const OVERLAY_MAX_WIDTH_PX = 664;

/** Where the overlay's "learn more" link points. */
export const USAGE_DATA_DOCS_URL = 'https://docs.medusajs.com/usage';

/** The standard (WHATWG `type=email`) address pattern. */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export type UsagePreferences = {
  anonymize: boolean;
  opt_out: boolean;
};

export const DEFAULT_PREFERENCES: UsagePreferences = { anonymize: false, opt_out: false };

/** SPEC point 5: opting out forces anonymize off (and the anonymize switch is disabled). */
export function nextUsagePreferences(
  current: UsagePreferences,
  change: Partial<UsagePreferences>,
): UsagePreferences {
  const next = { ...current, ...change };
  return next.opt_out ? { anonymize: false, opt_out: true } : next;
}

/** The email field is off while either switch is on: no email is collected then. */
export const isEmailDisabled = (preferences: UsagePreferences) =>
  preferences.anonymize || preferences.opt_out;

/** True when the email may be tracked (neither anonymized nor opted out). */
export const mayTrackEmail = (preferences: UsagePreferences | undefined) =>
  preferences !== undefined && !preferences.anonymize && !preferences.opt_out;

/** Error messages are keys of the `analytics` namespace. */
export const EMAIL_INVALID = 'preferences.emailInvalid';

/**
 * The overlay's form: the config body plus an email used only for tracking. The email is
 * optional and checked only while it is enabled.
 */
export const AnalyticsPreferencesForm = AdminPostAnalyticsConfigReq.required()
  .extend({ email: z.string().trim() })
  .superRefine((value, context) => {
    if (isEmailDisabled(value) || value.email === '') return;
    if (!EMAIL_PATTERN.test(value.email)) {
      context.addIssue({ code: 'custom', path: ['email'], message: EMAIL_INVALID });
    }
  });
export type AnalyticsPreferencesValues = z.input<typeof AnalyticsPreferencesForm>;

/** SPEC point 4: ask while a submission runs, or when the flag is on, a user exists, and the
 * config read finished without finding one. */
export function shouldAskPermission(state: {
  submitting: boolean;
  flagEnabled: boolean;
  hasUser: boolean;
  hasConfig: boolean;
  configLoaded: boolean;
}): boolean {
  if (state.submitting) return true;
  return state.flagEnabled && state.hasUser && !state.hasConfig && state.configLoaded;
}
