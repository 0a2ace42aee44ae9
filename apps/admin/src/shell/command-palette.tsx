import { useAdminPublishableApiKeys, useAdminUsers } from '@storedesk/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AREAS, areaHref } from '@/shell/areas';
import { CommandPaletteDialog } from '@/shell/command-palette-dialog';
import { filterCommands, type CommandItem, type CommandSection } from '@/shell/command-items';
import { useShellExtensions } from '@/shell/shell-extensions';
import { SETTINGS_PAGES } from '@/shell/settings-pages';
import { useEnabledAreas } from '@/shell/use-enabled-areas';

const REMOTE_LIMIT = 5;
const DEBOUNCE_MS = 200;

function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * Every place the palette can jump to: home, each area (those behind an off feature flag left
 * out), each settings page, extension links.
 */
function useDestinations(): CommandItem[] {
  const { t } = useTranslation('shell');
  const { sidebarLinks, settingsCards } = useShellExtensions();
  const areas = useEnabledAreas();
  return useMemo(() => {
    const settings = t('nav.groups.settings');
    return [
      { id: 'home', label: t('nav.home'), href: '/a' },
      ...areas.map((area) => ({
        id: `area-${area.id}`,
        label: t(`nav.areas.${area.id}`),
        hint: t(`nav.groups.${area.group}`),
        href: areaHref(area),
      })),
      ...SETTINGS_PAGES.filter((page) => !AREAS.some((area) => areaHref(area) === page.path)).map(
        (page) => ({
          id: `settings-${page.id}`,
          label: t(`settings.cards.${page.id}.label`),
          hint: settings,
          href: page.path,
        }),
      ),
      ...settingsCards.map((card) => ({
        id: `setting-${card.path}`,
        label: card.label,
        hint: settings,
        href: card.path,
      })),
      ...sidebarLinks.map((link) => ({
        id: `link-${link.path}`,
        label: link.label,
        hint: t('nav.extensions'),
        href: link.path,
      })),
    ];
  }, [t, areas, sidebarLinks, settingsCards]);
}

interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Cmd/Ctrl+K: jumps to any area and searches the resources that exist (users and publishable
 * API keys, through the API's `q` filter); each result opens its page.
 */
export function CommandPalette({ open, onOpenChange }: CommandPaletteProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const remote = open && search !== '';
  const users = useAdminUsers({ q: search, limit: REMOTE_LIMIT }, { enabled: remote });
  const keys = useAdminPublishableApiKeys({ q: search, limit: REMOTE_LIMIT }, { enabled: remote });
  const destinations = useDestinations();

  const sections: CommandSection[] = [
    { id: 'areas', heading: t('palette.goTo'), items: filterCommands(destinations, query) },
    {
      id: 'users',
      heading: t('palette.users'),
      items: remote
        ? (users.data?.users ?? []).map((user) => {
            const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
            return {
              id: `user-${user.id}`,
              label: name || user.email,
              hint: name ? user.email : undefined,
              href: '/a/settings/users',
            };
          })
        : [],
    },
    {
      id: 'keys',
      heading: t('palette.apiKeys'),
      items: remote
        ? (keys.data?.publishable_api_keys ?? []).map((key) => ({
            id: `key-${key.id}`,
            label: key.title,
            hint: key.revoked_at ? t('palette.revoked') : key.id,
            href: '/a/settings/publishable-api-keys',
          }))
        : [],
    },
  ];

  const close = (next: boolean) => {
    if (!next) setQuery('');
    onOpenChange(next);
  };

  return (
    <CommandPaletteDialog
      open={open}
      onOpenChange={close}
      query={query}
      onQueryChange={setQuery}
      sections={sections}
      searching={
        query.trim() !== '' && (search !== query.trim() || users.isFetching || keys.isFetching)
      }
      onSelect={(item) => {
        close(false);
        void navigate(item.href);
      }}
    />
  );
}
