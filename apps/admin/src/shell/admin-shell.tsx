import * as Dialog from '@radix-ui/react-dialog';
import { useAdminStore } from '@storedesk/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BillingBanner } from '@/components/billing-banner';
import { ActivityDrawer } from '@/shell/activity-drawer';
import { CommandPalette } from '@/shell/command-palette';
import { CloseIcon, LogOutIcon, MenuIcon, SearchIcon } from '@/shell/icons';
import { InShellContext } from '@/shell/in-shell';
import { useShellExtensions } from '@/shell/shell-extensions';
import { Sidebar } from '@/shell/sidebar';
import { useEnabledAreas } from '@/shell/use-enabled-areas';
import { useLogout } from '@/shell/use-logout';
import { UserMenu } from '@/shell/user-menu';

const ICON_BUTTON =
  'flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900';

/** Whether the platform says ⌘ (Apple) or Ctrl for the palette shortcut. */
const isApple = () => /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);

interface AdminShellProps {
  /** The current page. */
  children: ReactNode;
  /** Content of the activity drawer (batch jobs, notifications). */
  activityContent?: ReactNode;
  /** Rendered once, outside the page: overlays and background workers (no layout of their own). */
  background?: ReactNode;
}

function StoreName({ className = '' }: { className?: string }) {
  const { t } = useTranslation('common');
  const store = useAdminStore();
  return (
    <Link
      to="/a"
      className={`block min-w-0 rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 ${className}`}
    >
      <span className="block text-xs font-semibold tracking-widest text-slate-500 uppercase">
        {t('appName')}
      </span>
      <span
        className="block truncate text-sm font-semibold text-slate-900"
        data-testid="store-name"
      >
        {store.data?.store.name ?? '\u00a0'}
      </span>
    </Link>
  );
}

function LogoutButton() {
  const { t } = useTranslation('shell');
  const logout = useLogout();
  return (
    <button
      type="button"
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
      aria-busy={logout.isPending || undefined}
      className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-slate-900 disabled:text-slate-400"
    >
      <LogOutIcon className="size-4 shrink-0" />
      {t('userMenu.logOut')}
    </button>
  );
}

/**
 * The frame of every page behind login: the sidebar (a drawer behind a menu button below
 * 1024 px), the top bar with search, activity and the user menu, the billing banner, and the
 * Cmd/Ctrl+K command palette.
 */
export function AdminShell({ children, activityContent, background }: AdminShellProps) {
  const { t } = useTranslation('shell');
  const { sidebarLinks } = useShellExtensions();
  const areas = useEnabledAreas();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setDrawerOpen(false);
        setPaletteOpen((open) => !open);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <InShellContext.Provider value>
      <div className="min-h-dvh bg-slate-50 text-slate-900 lg:flex">
        <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-e border-slate-200 bg-white lg:flex">
          <div className="border-b border-slate-200 px-5 py-4">
            <StoreName />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <Sidebar extraLinks={sidebarLinks} areas={areas} />
          </div>
          <div className="border-t border-slate-200 p-3">
            <LogoutButton />
          </div>
        </aside>

        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 lg:hidden" />
            <Dialog.Content
              aria-describedby={undefined}
              className="fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none lg:hidden"
            >
              <Dialog.Title className="sr-only">{t('header.menuTitle')}</Dialog.Title>
              <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-3">
                <StoreName />
                <Dialog.Close aria-label={t('header.closeMenu')} className={ICON_BUTTON}>
                  <CloseIcon className="size-5" />
                </Dialog.Close>
              </div>
              <div className="min-h-0 flex-1 overflow-y-auto">
                <Sidebar
                  extraLinks={sidebarLinks}
                  areas={areas}
                  onNavigate={() => setDrawerOpen(false)}
                />
              </div>
              <div className="border-t border-slate-200 p-3">
                <LogoutButton />
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>

        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-6">
            <button
              type="button"
              aria-label={t('header.openMenu')}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
              className={`${ICON_BUTTON} lg:hidden`}
            >
              <MenuIcon className="size-5" />
            </button>
            <StoreName className="me-1 max-w-[9rem] lg:hidden" />
            <button
              type="button"
              aria-haspopup="dialog"
              aria-keyshortcuts="Control+K Meta+K"
              onClick={() => setPaletteOpen(true)}
              className="ms-auto flex h-9 min-w-0 items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 text-sm text-slate-500 hover:border-slate-300 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 sm:w-72 lg:ms-0"
            >
              <SearchIcon className="size-4 shrink-0" />
              <span className="hidden truncate sm:inline">{t('header.search')}</span>
              <span className="sr-only sm:hidden">{t('header.search')}</span>
              <kbd className="ms-auto hidden shrink-0 rounded border border-slate-200 bg-white px-1.5 font-sans text-xs whitespace-nowrap text-slate-500 sm:inline">
                {isApple() ? '⌘K' : t('header.shortcut')}
              </kbd>
            </button>
            <div className="flex items-center gap-1 lg:ms-auto">
              <ActivityDrawer>{activityContent}</ActivityDrawer>
              <UserMenu />
            </div>
          </header>
          <BillingBanner />
          <div className="flex-1">{children}</div>
        </div>

        <CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} />
        {background}
      </div>
    </InShellContext.Provider>
  );
}
