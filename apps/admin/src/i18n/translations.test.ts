/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, NAMESPACES } from './languages';

const root = path.resolve(import.meta.dirname, '../../public/locales');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

function load(locale: string, namespace: string): Map<string, string> {
  return flatten(
    JSON.parse(readFileSync(path.join(root, locale, `${namespace}.json`), 'utf8')) as Tree,
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((match) => match[1]).sort();

/** Plural forms differ per language (`_one`, `_few`, `_many`...): compare keys without them. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('translations', () => {
  it('has a folder for each of the 21 languages and nothing else', () => {
    expect(readdirSync(root).sort()).toEqual([...LOCALES].sort());
  });

  for (const locale of LOCALES.filter((code) => code !== 'en')) {
    it(`${locale}: same keys as en, every placeholder kept`, () => {
      for (const namespace of NAMESPACES) {
        const english = load('en', namespace);
        const translated = load(locale, namespace);
        const englishKeys = new Set([...english.keys()].map(base));
        const translatedKeys = new Set([...translated.keys()].map(base));
        expect(
          [...englishKeys].filter((key) => !translatedKeys.has(key)),
          `${namespace}: missing`,
        ).toEqual([]);
        expect(
          [...translatedKeys].filter((key) => !englishKeys.has(key)),
          `${namespace}: extra`,
        ).toEqual([]);
        for (const [key, text] of translated) {
          const source = english.get(key) ?? english.get(`${base(key)}_other`) ?? '';
          expect(placeholders(text), `${namespace}:${key}`).toEqual(placeholders(source));
        }
      }
    });
  }
});

describe('translations are real', () => {
  /** Words that stay the same in many languages (names, units, codes). */
  const SAME_ANYWHERE =
    /^(Storedesk|Stripe|OK|E-?mail|Email|CVC|API|URL|ID|SKU|\$?[\d.,]+|[A-Z]{2,5})$/i;

  for (const locale of LOCALES.filter((code) => code !== 'en')) {
    it(`${locale}: at most a tenth of the values equal the English text`, () => {
      let total = 0;
      let same = 0;
      for (const namespace of NAMESPACES) {
        const english = load('en', namespace);
        for (const [key, text] of load(locale, namespace)) {
          const source = english.get(key);
          if (source === undefined || SAME_ANYWHERE.test(source.trim())) continue;
          total += 1;
          if (text === source) same += 1;
        }
      }
      expect(same, `${same} of ${total} values are the English text`).toBeLessThanOrEqual(
        Math.floor(total / 10),
      );
    });
  }
});
