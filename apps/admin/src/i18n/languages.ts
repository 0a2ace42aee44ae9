import type { StoreLocale } from '@storedesk/contract';

/** The 21 interface languages, by the locale codes SPEC point 9 lists, with their own names. */
export const LANGUAGES = [
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
  { locale: 'fr', name: 'Français' },
  { locale: 'hr', name: 'Hrvatski' },
  { locale: 'it', name: 'Italiano' },
  { locale: 'pt', name: 'Português (Brasil)' },
  { locale: 'uk', name: 'Українська' },
  { locale: 'ar', name: 'العربية' },
  { locale: 'pl', name: 'Polski' },
  { locale: 'es', name: 'Español' },
  { locale: 'hi', name: 'हिन्दी' },
  { locale: 'bs', name: 'Bosanski' },
  { locale: 'vi', name: 'Tiếng Việt' },
  { locale: 'tm', name: 'தமிழ்' },
  { locale: 'ru', name: 'Русский' },
  { locale: 'sl', name: 'Slovenščina' },
  { locale: 'bg', name: 'Български' },
  { locale: 'ko', name: '한국어' },
  { locale: 'ja', name: '日本語' },
  { locale: 'cs', name: 'Čeština' },
  { locale: 'zh', name: '简体中文' },
  // Each is also a language a store writes its customer mails in (the contract's STORE_LOCALES).
] as const satisfies readonly { locale: StoreLocale; name: string }[];

export type Locale = (typeof LANGUAGES)[number]['locale'];
export const LOCALES: readonly Locale[] = LANGUAGES.map((language) => language.locale);
export const FALLBACK_LOCALE: Locale = 'en';

/** Where the detected or chosen language is remembered. */
export const LANGUAGE_STORAGE_KEY = 'storedesk.language';

/**
 * Namespaces: `common` (actions, fields, statuses), `validation`, and one per area. Each screen
 * loads only the namespaces it uses, and only in the current language.
 */
export const NAMESPACES = [
  'common',
  'validation',
  'auth',
  'signup',
  'billing',
  'shell',
  'analytics',
  'jobs',
  'extensions',
  'products',
  'collections',
  'categories',
  'pricing',
  'salesChannels',
  'currencies',
  'regions',
  'paymentProviders',
  'taxes',
  'shipping',
  'inventory',
  'locations',
  'dashboard',
  'customers',
  'orders',
  'draftOrders',
  'returns',
  'swaps',
  'claims',
  'orderEdits',
  // The hosted storefront (src/shop): loaded by the shop's pages only, never by the admin.
  'shop',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
