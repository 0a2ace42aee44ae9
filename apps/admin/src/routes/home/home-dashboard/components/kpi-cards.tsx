import type { Dashboard } from '@storedesk/contract';
import { formatAmount } from '@storedesk/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changeOf, salesIn, type Change } from '../figures';

interface KpiCardsProps {
  dashboard: Dashboard;
  /** The currency sales and averages are shown and compared in. */
  currency: string;
}

/** Sales, orders, average order value and returning customers, each against the period before. */
export function KpiCards({ dashboard, currency }: KpiCardsProps) {
  const { t, i18n } = useTranslation('dashboard');
  const locale = i18n.language;
  const money = (amount: number, code = currency) =>
    formatAmount({ amount, currency_code: code, locale });
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);
  const { current, previous } = dashboard;
  const now = salesIn(current, currency);
  const before = salesIn(previous, currency);
  const others = current.sales.filter((entry) => entry.currency_code !== currency);

  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <Kpi
        label={t('kpi.sales')}
        value={money(now.amount)}
        previous={money(before.amount)}
        change={changeOf(now.amount, before.amount)}
        detail={
          others.length > 0 &&
          t('kpi.alsoSold', {
            amounts: new Intl.ListFormat(locale, { type: 'unit' }).format(
              others.map((entry) => money(entry.amount, entry.currency_code)),
            ),
          })
        }
      />
      <Kpi
        label={t('kpi.orders')}
        value={count(current.orders)}
        previous={count(previous.orders)}
        change={changeOf(current.orders, previous.orders)}
      />
      <Kpi
        label={t('kpi.averageOrderValue')}
        value={money(now.averageOrderValue)}
        previous={money(before.averageOrderValue)}
        change={changeOf(now.averageOrderValue, before.averageOrderValue)}
      />
      <Kpi
        label={t('kpi.returningCustomers')}
        value={count(current.customers.returning)}
        previous={count(previous.customers.returning)}
        change={changeOf(current.customers.returning, previous.customers.returning)}
        detail={t('kpi.ofCustomers', {
          count: current.customers.total,
          newCount: current.customers.new,
        })}
      />
    </ul>
  );
}

interface KpiProps {
  label: string;
  value: string;
  previous: string;
  change: Change;
  detail?: ReactNode;
}

const TONE = {
  up: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  down: 'bg-red-50 text-red-800 ring-red-200',
  same: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const;

function Kpi({ label, value, previous, change, detail }: KpiProps) {
  const { t, i18n } = useTranslation('dashboard');
  const percent = (ratio: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(
      ratio,
    );
  const said =
    change.kind === 'up' || change.kind === 'down'
      ? t(`kpi.${change.kind}`, { percent: percent(change.ratio) })
      : change.kind === 'same'
        ? t('kpi.same')
        : change.kind === 'new'
          ? t('kpi.new')
          : null;

  return (
    <li className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <p className="text-sm font-medium text-slate-500">{label}</p>
      <p className="mt-1 text-xl font-semibold break-words text-slate-900 tabular-nums sm:text-2xl">
        {value}
      </p>
      {detail && <p className="mt-0.5 text-sm text-slate-600">{detail}</p>}
      <p className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1 pt-3 text-xs text-slate-500">
        {change.kind === 'up' || change.kind === 'down' || change.kind === 'same' ? (
          <span
            className={`inline-flex items-center gap-0.5 rounded-full px-2 py-0.5 font-semibold whitespace-nowrap ring-1 ring-inset ${TONE[change.kind]}`}
          >
            <span aria-hidden="true">
              {change.kind === 'up' ? '▲ ' : change.kind === 'down' ? '▼ ' : '= '}
              {change.kind === 'same' ? percent(0) : percent(change.ratio)}
            </span>
            <span className="sr-only">{said}</span>
          </span>
        ) : (
          said && <span className="sr-only">{said}</span>
        )}
        <span>{t('kpi.previous', { value: previous })}</span>
      </p>
    </li>
  );
}
