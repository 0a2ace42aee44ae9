import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '@/features/feature-flags';
import { Link } from 'react-router';
import { PuzzleIcon } from '@/shell/icons';
import { Page } from '@/shell/page';
import { SETTINGS_PAGES } from '@/shell/settings-pages';
import { useShellExtensions, type ShellCard } from '@/shell/shell-extensions';

/** `/a/settings`: a card per settings page, the built-in ones first, then the extensions'. */
export function SettingsOverviewPage() {
  const { t } = useTranslation('shell');
  const { t: currencies } = useTranslation('currencies');
  const { t: regions } = useTranslation('regions');
  const { t: payments } = useTranslation('paymentProviders');
  const { t: taxes } = useTranslation('taxes');
  const { t: shipping } = useTranslation('shipping');
  const { t: locations } = useTranslation('locations');
  const { t: returns } = useTranslation('returns');
  const hasLocations = useFeatureFlag('stockLocationService');
  // MOUNT: registry settings cards arrive through `settingsCards` (src/app/layouts/admin.tsx).
  const { settingsCards } = useShellExtensions();
  const cards: ShellCard[] = [
    ...SETTINGS_PAGES.map((page) => ({
      path: page.path,
      label: t(`settings.cards.${page.id}.label`),
      description: t(`settings.cards.${page.id}.description`),
    })),
    // Pages whose texts live in their own area's namespace.
    {
      path: '/a/settings/currencies',
      label: currencies('card.label'),
      description: currencies('card.description'),
    },
    {
      path: '/a/settings/regions',
      label: regions('card.label'),
      description: regions('card.description'),
    },
    {
      path: '/a/settings/payment-providers',
      label: payments('card.label'),
      description: payments('card.description'),
    },
    {
      path: '/a/settings/tax-rates',
      label: taxes('card.label'),
      description: taxes('card.description'),
    },
    {
      path: '/a/settings/shipping',
      label: shipping('card.label'),
      description: shipping('card.description'),
    },
    {
      path: '/a/settings/return-reasons',
      label: returns('reasons.card.label'),
      description: returns('reasons.card.description'),
    },
    ...(hasLocations
      ? [
          {
            path: '/a/settings/locations',
            label: locations('card.label'),
            description: locations('card.description'),
          },
        ]
      : []),
    ...settingsCards,
  ];

  return (
    <Page title={t('settings.title')} subtitle={t('settings.subtitle')}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map(({ path, label, description, icon: Icon }) => (
          <li key={path}>
            <Link
              to={path}
              className="flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
            >
              {Icon ? (
                <Icon className="mt-0.5 size-5 shrink-0 text-slate-500" />
              ) : settingsCards.some((card) => card.path === path) ? (
                <PuzzleIcon className="mt-0.5 size-5 shrink-0 text-slate-500" />
              ) : null}
              <span>
                <span className="block font-semibold text-slate-900">{label}</span>
                <span className="mt-1 block text-sm text-slate-600">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
