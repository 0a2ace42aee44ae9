import { describe, expect, it } from 'vitest';
import { direction, pickLanguage } from './language';

describe('pickLanguage', () => {
  it('takes the most wanted translated language, regional codes cut to the base', () => {
    expect(pickLanguage('fr-CH, fr;q=0.9, en;q=0.8')).toBe('fr');
    expect(pickLanguage('xx, de;q=0.5, ja;q=0.7')).toBe('ja');
    expect(pickLanguage('PT-br')).toBe('pt');
  });

  it('falls back to English when nothing offered is translated, or nothing is offered', () => {
    expect(pickLanguage('xx-YY, zz;q=0.5')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('de;q=0')).toBe('en');
  });

  it('reads Arabic right to left', () => {
    expect(direction('ar')).toBe('rtl');
    expect(direction('en')).toBe('ltr');
  });
});
