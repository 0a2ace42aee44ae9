import type { TFunction } from 'i18next';

const BUILT_IN = ['manual', 'test-card', 'stripe'] as const;
type BuiltIn = (typeof BUILT_IN)[number];
const isBuiltIn = (id: string): id is BuiltIn => (BUILT_IN as readonly string[]).includes(id);

/** A provider's name: the built-in ones translated, one a deployment added by its id. */
export const providerName = (t: TFunction<'paymentProviders'>, id: string) =>
  isBuiltIn(id) ? t(`names.${id}`) : id;

/** What a provider does, in a sentence. */
export const providerDescription = (t: TFunction<'paymentProviders'>, id: string) =>
  isBuiltIn(id) ? t(`descriptions.${id}`) : t('descriptions.other');

const KNOWN_FIELDS = ['secret_key', 'publishable_key', 'webhook_secret'] as const;
type KnownField = (typeof KNOWN_FIELDS)[number];
const isKnownField = (key: string): key is KnownField =>
  (KNOWN_FIELDS as readonly string[]).includes(key);

/** A setting's label (`Secret key`); a setting of a provider we do not know, by its key. */
export const fieldLabel = (t: TFunction<'paymentProviders'>, key: string) =>
  isKnownField(key) ? t(`fields.${key}`) : key;

/** A setting's hint, when we have one. */
export const fieldHint = (t: TFunction<'paymentProviders'>, key: string) =>
  isKnownField(key) ? t(`fields.${key}Hint`) : undefined;
