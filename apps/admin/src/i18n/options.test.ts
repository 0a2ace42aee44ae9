import { describe, expect, it } from 'vitest';
import { i18nOptions } from './options';

describe('i18next options (SPEC points 7 and 9)', () => {
  it('reads {base}public/locales/{lng}/{ns}.json under the router base /app', () => {
    const options = i18nOptions({ baseUrl: '/app/', mode: 'production' });
    expect(options.backend?.loadPath).toBe('/app/public/locales/{{lng}}/{{ns}}.json');
  });

  it('logs in debug mode in the browser, in development and production, but not under test', () => {
    expect(i18nOptions({ baseUrl: '/app/', mode: 'production' }).debug).toBe(true);
    expect(i18nOptions({ baseUrl: '/app/', mode: 'development' }).debug).toBe(true);
    expect(i18nOptions({ baseUrl: '/app/', mode: 'test' }).debug).toBe(false);
  });

  it('keeps the loading rules: fallback en, base language only, 5 retries from 350 ms, 10 reads', () => {
    const options = i18nOptions({ baseUrl: '/app/', mode: 'production' });
    expect(options).toMatchObject({
      fallbackLng: 'en',
      load: 'languageOnly',
      returnNull: false,
      interpolation: { escapeValue: false },
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
    });
    expect(options.supportedLngs).toHaveLength(21);
  });
});
