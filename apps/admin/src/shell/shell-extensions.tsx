import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** A link the shell shows beside its own areas (sidebar, command palette). */
export interface ShellLink {
  /** In-app address: `/a/store-health`. */
  path: string;
  /** Already translated. */
  label: string;
  icon?: ComponentType<{ className?: string }> | undefined;
}

/** A card on the settings overview. */
export interface ShellCard {
  /** In-app address: `/a/settings/api-usage`. */
  path: string;
  /** Already translated. */
  label: string;
  description: string;
  icon?: ComponentType<{ className?: string }> | undefined;
}

/**
 * What features and extensions add to the shell. The admin layout (`src/app/layouts/admin.tsx`)
 * fills these in; screens read them with `useShellExtensions()`.
 */
export interface ShellExtensions {
  /** Extra sidebar links (plugin routes), also searchable in the command palette. */
  sidebarLinks: readonly ShellLink[];
  /** Extra settings cards (plugin settings pages), listed after the built-in ones. */
  settingsCards: readonly ShellCard[];
  /** The `store.overview` widget zone, shown on the home page. */
  storeOverviewWidgets: ReactNode;
  /** Shown on Settings → Personal information under the account details. */
  usageDataForm: ReactNode;
}

const EMPTY: ShellExtensions = {
  sidebarLinks: [],
  settingsCards: [],
  storeOverviewWidgets: null,
  usageDataForm: null,
};

const ShellExtensionsContext = createContext<ShellExtensions>(EMPTY);

export function ShellExtensionsProvider({
  value,
  children,
}: {
  value: Partial<ShellExtensions>;
  children: ReactNode;
}) {
  return (
    <ShellExtensionsContext.Provider value={{ ...EMPTY, ...value }}>
      {children}
    </ShellExtensionsContext.Provider>
  );
}

export function useShellExtensions(): ShellExtensions {
  return useContext(ShellExtensionsContext);
}
