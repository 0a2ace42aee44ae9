/** The settings pages the dashboard has itself, in the order the settings overview lists them. */
export const SETTINGS_PAGES = [
  { id: 'store', path: '/a/settings/store-details' },
  { id: 'personal', path: '/a/settings/personal-information' },
  { id: 'billing', path: '/a/settings/billing' },
  { id: 'users', path: '/a/settings/users' },
  { id: 'apiKeys', path: '/a/settings/publishable-api-keys' },
] as const;

export type SettingsPageId = (typeof SETTINGS_PAGES)[number]['id'];
