import type { DashboardDay } from '@storedesk/contract';
import { formatAmount } from '@storedesk/react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { amountIn, niceCeiling } from '../figures';

/**
 * Sales and orders per day, drawn as inline SVG (no chart library is installed): a bar per day
 * for sales, a line for orders. Loaded on its own (React.lazy) after the figures. Each chart is
 * an image with a sentence for screen readers, a hidden table of every day, and a tooltip per
 * day for the pointer.
 */

interface DashboardChartsProps {
  series: readonly DashboardDay[];
  /** The currencies sold in, the one to show first at the front. */
  currencies: readonly string[];
  from: string;
  to: string;
}

export default function DashboardCharts({ series, currencies, from, to }: DashboardChartsProps) {
  const { t, i18n } = useTranslation('dashboard');
  const locale = i18n.language;
  const id = useId();
  const [currency, setCurrency] = useState(currencies[0]!);
  const shown = currencies.includes(currency) ? currency : currencies[0]!;
  const day = (date: string, style: 'medium' | 'short' = 'medium') =>
    new Intl.DateTimeFormat(locale, {
      ...(style === 'medium' ? { dateStyle: 'medium' } : { month: 'short', day: 'numeric' }),
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
  const money = (amount: number, whole = false) =>
    formatAmount({
      amount,
      currency_code: shown,
      locale,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Chart
        kind="bars"
        title={t('charts.sales')}
        days={series.map((entry) => ({
          date: entry.date,
          value: amountIn(entry.sales, shown),
        }))}
        formatValue={(value) => money(value)}
        formatAxis={(value) => money(value, true)}
        formatDay={day}
        summary={(total, best) =>
          total === 0
            ? t('charts.nothing', { from: day(from), to: day(to) })
            : t('charts.salesSummary', {
                from: day(from),
                to: day(to),
                total: money(total),
                best: day(best.date),
                bestValue: money(best.value),
              })
        }
        control={
          currencies.length > 1 && (
            <div className="flex items-center gap-2">
              <label htmlFor={`${id}-currency`} className="text-xs font-medium text-slate-600">
                {t('charts.currency')}
              </label>
              <select
                id={`${id}-currency`}
                value={shown}
                onChange={(event) => setCurrency(event.target.value)}
                className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm focus:border-slate-900 focus:outline-2 focus:outline-slate-900"
              >
                {currencies.map((code) => (
                  <option key={code} value={code}>
                    {code.toUpperCase()}
                  </option>
                ))}
              </select>
            </div>
          )
        }
      />
      <Chart
        kind="line"
        title={t('charts.orders')}
        days={series.map((entry) => ({ date: entry.date, value: entry.orders }))}
        formatValue={count}
        formatAxis={count}
        formatDay={day}
        summary={(total, best) =>
          total === 0
            ? t('charts.nothing', { from: day(from), to: day(to) })
            : t('charts.ordersSummary', {
                from: day(from),
                to: day(to),
                total: count(total),
                best: day(best.date),
                bestValue: count(best.value),
              })
        }
      />
    </div>
  );
}

interface ChartDay {
  date: string;
  value: number;
}

interface ChartProps {
  kind: 'bars' | 'line';
  title: string;
  days: ChartDay[];
  formatValue: (value: number) => string;
  formatAxis: (value: number) => string;
  formatDay: (date: string, style?: 'medium' | 'short') => string;
  summary: (total: number, best: ChartDay) => string;
  control?: ReactNode;
}

/** Height of the drawing in viewBox units; a day is one unit wide. */
const HEIGHT = 100;

function Chart({
  kind,
  title,
  days,
  formatValue,
  formatAxis,
  formatDay,
  summary,
  control,
}: ChartProps) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const total = days.reduce((sum, entry) => sum + entry.value, 0);
  const best = days.reduce((top, entry) => (entry.value > top.value ? entry : top), days[0]!);
  const ceiling = niceCeiling(best.value, kind === 'line');
  const y = (value: number) => HEIGHT - (value / ceiling) * HEIGHT;
  const width = days.length;
  // Bars a few pixels wide keep a gap; two months or more of days become one area.
  const gap = width > 60 ? 0 : 0.3;
  // The first, middle and last day under the chart.
  const ticks = [...new Set([0, Math.floor((days.length - 1) / 2), days.length - 1])];

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {title}
        </h3>
        {control}
      </div>
      <div dir="ltr" className="flex gap-2">
        <div
          aria-hidden="true"
          className="flex h-40 flex-col justify-between text-end text-[11px] leading-none text-slate-500 tabular-nums"
        >
          <span>{formatAxis(ceiling)}</span>
          <span>{formatAxis(ceiling / 2)}</span>
          <span>{formatAxis(0)}</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            role="img"
            aria-label={summary(total, best)}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="block h-40 w-full overflow-visible"
          >
            {[0, HEIGHT / 2, HEIGHT].map((line) => (
              <line
                key={line}
                x1={0}
                x2={width}
                y1={line}
                y2={line}
                className="stroke-slate-200"
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {kind === 'bars' ? (
              days.map((entry, index) => (
                <rect
                  key={entry.date}
                  x={index + gap / 2}
                  width={1 - gap}
                  y={y(entry.value)}
                  height={HEIGHT - y(entry.value)}
                  className="fill-sky-600 hover:fill-sky-800"
                >
                  <title>{`${formatDay(entry.date)}: ${formatValue(entry.value)}`}</title>
                </rect>
              ))
            ) : (
              <>
                <polygon
                  points={`0.5,${HEIGHT} ${days.map((entry, index) => `${index + 0.5},${y(entry.value)}`).join(' ')} ${width - 0.5},${HEIGHT}`}
                  className="fill-emerald-600/10"
                />
                <polyline
                  points={days.map((entry, index) => `${index + 0.5},${y(entry.value)}`).join(' ')}
                  fill="none"
                  className="stroke-emerald-600"
                  strokeWidth={2}
                  strokeLinejoin="round"
                  vectorEffect="non-scaling-stroke"
                />
                {days.map((entry, index) => (
                  <rect
                    key={entry.date}
                    x={index}
                    width={1}
                    y={0}
                    height={HEIGHT}
                    className="fill-transparent hover:fill-emerald-600/10"
                  >
                    <title>{`${formatDay(entry.date)}: ${formatValue(entry.value)}`}</title>
                  </rect>
                ))}
              </>
            )}
          </svg>
          <div
            aria-hidden="true"
            className="relative mt-1 h-4 text-[11px] leading-none text-slate-500"
          >
            {ticks.map((index) => (
              <span
                key={index}
                className="absolute whitespace-nowrap"
                style={
                  index === 0
                    ? { left: 0 }
                    : index === days.length - 1
                      ? { right: 0 }
                      : { left: `${((index + 0.5) / width) * 100}%`, transform: 'translateX(-50%)' }
                }
              >
                {formatDay(days[index]!.date, 'short')}
              </span>
            ))}
          </div>
        </div>
      </div>
      {/* A table ignores the 1 px box of sr-only and would stretch the page: its wrapper hides it. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('charts.day')}</th>
              <th scope="col">{t('charts.value')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((entry) => (
              <tr key={entry.date}>
                <th scope="row">{formatDay(entry.date)}</th>
                <td>{formatValue(entry.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
