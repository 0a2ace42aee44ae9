import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type {
  ExtensionIcon,
  Origin,
  SettingCardConfig,
  SettingExtensionConfig,
} from './extension-types';
import { isCoreSettingsPath, normalizePath, SETTINGS_PREFIX } from './paths';

export interface SettingEntry {
  origin: Origin;
  /** Normalized, under settings: `/api-usage`. */
  path: string;
  page: ComponentType;
  card: SettingCardConfig;
}

/** A settings card: `path` is the in-app address (`/a/settings/api-usage`). */
export interface SettingCard {
  path: string;
  label: string;
  description: string;
  icon?: ExtensionIcon;
}

export type SettingRejection = 'empty' | 'core' | 'duplicate';
export type RegisterSettingResult =
  { accepted: true } | { accepted: false; reason: SettingRejection };

const SETTINGS_BASE = `/a${SETTINGS_PREFIX}`;

/** `/settings/api-usage` and `api-usage` both mean the settings page `/api-usage`. */
function settingsPath(path: string): string {
  const normalized = normalizePath(path);
  const lower = normalized.toLowerCase();
  if (lower === SETTINGS_PREFIX) return '/';
  return lower.startsWith(`${SETTINGS_PREFIX}/`)
    ? normalized.slice(SETTINGS_PREFIX.length)
    : normalized;
}

/**
 * Extension settings pages, listed as cards sorted by path (SPEC point 2). Rejected: an empty
 * path, the path of a built-in settings page or one below it (`/users`, `/billing/invoices`),
 * and a path an earlier extension took.
 */
export function createSettingsRegistry() {
  const settings = new Map<string, SettingEntry>();

  function register(origin: Origin, config: SettingExtensionConfig): RegisterSettingResult {
    const path = settingsPath(config.path);
    const key = path.toLowerCase();
    if (path === '/') return { accepted: false, reason: 'empty' };
    if (isCoreSettingsPath(path)) return { accepted: false, reason: 'core' };
    if (settings.has(key)) return { accepted: false, reason: 'duplicate' };
    settings.set(key, { origin, path, page: config.page, card: config.card });
    return { accepted: true };
  }

  /** Every settings page, sorted by path. */
  const getSettings = (): SettingEntry[] =>
    [...settings.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

  /** The cards of the settings overview, sorted by path. */
  const getCards = (): SettingCard[] =>
    getSettings().map((entry) => ({
      path: `${SETTINGS_BASE}${entry.path}`,
      label: entry.card.label,
      description: entry.card.description,
      ...(entry.card.icon ? { icon: entry.card.icon } : {}),
    }));

  /** Route objects for the children of `/a/settings`. */
  const toRouteObjects = (): RouteObject[] =>
    getSettings().map((entry) => ({ path: entry.path.slice(1), Component: entry.page }));

  return { register, getSettings, getCards, toRouteObjects };
}

export type SettingsRegistry = ReturnType<typeof createSettingsRegistry>;
