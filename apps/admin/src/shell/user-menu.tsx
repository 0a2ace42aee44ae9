import { useAdminGetSession } from '@storedesk/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGES } from '@/i18n/languages';
import {
  CheckIcon,
  ChevronEndIcon,
  ChevronStartIcon,
  GlobeIcon,
  LogOutIcon,
  UserIcon,
} from '@/shell/icons';
import { useLogout } from '@/shell/use-logout';

const ITEM =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-start text-sm text-slate-800 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none';

/** The items of the open menu, in order, for arrow-key movement. */
function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu
    ? [...menu.querySelectorAll<HTMLElement>('[role^="menuitem"]:not([aria-disabled="true"])')]
    : [];
}

export function initials(name: string, email: string): string {
  const source = name.trim() || email;
  const parts = source.split(/[\s@._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (name.trim() ? (parts[1]?.[0] ?? '') : '')).toUpperCase();
}

/**
 * The signed-in user's menu: their personal information, the interface language (a submenu of
 * the 21 languages by their own names; the choice is remembered by the language detector's
 * localStorage cache) and log out. A menu button pattern: arrow keys, Home/End, Escape.
 */
export function UserMenu() {
  const { t, i18n } = useTranslation('shell');
  const session = useAdminGetSession();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<'main' | 'language'>('main');
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const user = session.data?.user;
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  const email = user?.email ?? '';
  // `language` (not `resolvedLanguage`): the choice, even while its files fall back to English.
  const current = (i18n.language || 'en').split('-')[0];
  const currentName = LANGUAGES.find((language) => language.locale === current)?.name ?? current;

  const close = (focusTrigger = true) => {
    setOpen(false);
    setView('main');
    if (focusTrigger) triggerRef.current?.focus();
  };

  // Focus the chosen (or first) item whenever the menu opens or changes view.
  useEffect(() => {
    if (!open) return;
    const items = menuItems(menuRef.current);
    const checked = items.find((item) => item.getAttribute('aria-checked') === 'true');
    (checked ?? items[0])?.focus();
  }, [open, view]);

  // A click outside closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) {
        setOpen(false);
        setView('main');
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const rtl = i18n.dir() === 'rtl';
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems(menuRef.current);
    const position = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => items[(index + items.length) % items.length]?.focus();
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(position + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(position - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        if (view === 'language') setView('main');
        else close();
        break;
      case 'Tab':
        close(false);
        break;
      default:
        if (event.key === forward && document.activeElement?.hasAttribute('aria-haspopup')) {
          event.preventDefault();
          setView('language');
        } else if (event.key === backward && view === 'language') {
          event.preventDefault();
          setView('main');
        }
    }
  };

  const choose = (locale: string) => {
    void i18n.changeLanguage(locale);
    close();
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('userMenu.open')}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="flex size-9 items-center justify-center rounded-full bg-slate-900 text-xs font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
      >
        {user ? (
          initials(name, email) || <UserIcon className="size-4" />
        ) : (
          <UserIcon className="size-4" />
        )}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={view === 'main' ? t('userMenu.open') : t('userMenu.language')}
          onKeyDown={onMenuKeyDown}
          className="absolute end-0 top-full z-40 mt-2 w-72 rounded-lg border border-slate-200 bg-white p-1 text-slate-900 shadow-lg"
        >
          {view === 'main' ? (
            <>
              <div role="none" className="border-b border-slate-100 px-3 py-2">
                {name && <p className="truncate text-sm font-medium">{name}</p>}
                <p className="truncate text-sm text-slate-500">{email}</p>
              </div>
              <div role="none" className="py-1">
                <Link
                  role="menuitem"
                  tabIndex={-1}
                  to="/a/settings/personal-information"
                  onClick={() => close(false)}
                  className={ITEM}
                >
                  <UserIcon className="size-4 text-slate-500" />
                  {t('userMenu.profile')}
                </Link>
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  aria-haspopup="menu"
                  aria-expanded={false}
                  onClick={() => setView('language')}
                  className={ITEM}
                >
                  <GlobeIcon className="size-4 text-slate-500" />
                  <span className="flex-1">{t('userMenu.language')}</span>
                  <span className="text-xs text-slate-500">{currentName}</span>
                  <ChevronEndIcon className="size-4 text-slate-400" />
                </button>
              </div>
              <div role="none" className="border-t border-slate-100 pt-1">
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  aria-disabled={logout.isPending || undefined}
                  onClick={() => !logout.isPending && logout.mutate()}
                  className={ITEM}
                >
                  <LogOutIcon className="size-4 text-slate-500" />
                  {logout.isPending ? t('userMenu.loggingOut') : t('userMenu.logOut')}
                </button>
              </div>
            </>
          ) : (
            <>
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => setView('main')}
                className={`${ITEM} border-b border-slate-100 font-medium`}
              >
                <ChevronStartIcon className="size-4 text-slate-500" />
                {t('userMenu.back')}
              </button>
              <div role="none" className="max-h-80 overflow-y-auto py-1">
                {LANGUAGES.map((language) => {
                  const checked = language.locale === current;
                  return (
                    <button
                      key={language.locale}
                      type="button"
                      role="menuitemradio"
                      tabIndex={-1}
                      aria-checked={checked}
                      lang={language.locale}
                      onClick={() => choose(language.locale)}
                      className={ITEM}
                    >
                      <span className="flex-1" dir="auto">
                        {language.name}
                      </span>
                      {checked && <CheckIcon className="size-4 text-slate-900" />}
                    </button>
                  );
                })}
              </div>
            </>
          )}
        </div>
      )}
    </div>
  );
}
