import type { DashboardDay } from '@storedesk/contract';
import { formatAmount } from '@storedesk/react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type XAxisTickContentProps,
} from 'recharts';
import { amountIn, niceCeiling } from '../figures';

/**
 * Sales and orders per day, drawn with recharts: a bar per day for sales, a line for orders.
 * Loaded on its own (React.lazy) after the figures, recharts with it. Each chart is an image with
 * a sentence for screen readers, a hidden table of every day, and a tooltip per day for the
 * pointer.
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

/** Tailwind's colours, which recharts takes as SVG attributes. */
const COLOURS = {
  grid: '#e2e8f0', // slate-200
  axis: '#64748b', // slate-500
  bar: '#0284c7', // sky-600
  barActive: '#075985', // sky-800
  line: '#059669', // emerald-600
  cursor: '#f1f5f9', // slate-100
};

const TICK = { fontSize: 11, fill: COLOURS.axis };

/** The drawing's height in pixels (h-48); its width is the card's. */
const CHART_HEIGHT = 192;

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
  // The top line is a round number; for counts an even one, so every line is a whole number.
  const ceiling = niceCeiling(best.value, kind === 'line');
  // The first, middle and last day under the chart.
  const ticks = [...new Set([0, Math.floor((days.length - 1) / 2), days.length - 1])].map(
    (index) => days[index]!.date,
  );
  // Bars a few pixels wide keep a gap; two months or more of days become one area.
  const gap = days.length > 60 ? 0 : '30%';

  const tooltip = ({ active, payload, label }: TooltipContentProps) =>
    active && payload?.length ? (
      <div className="rounded-md border border-slate-200 bg-white px-2.5 py-1.5 text-xs shadow-md">
        <p className="text-slate-600">{formatDay(String(label))}</p>
        <p className="font-semibold text-slate-900 tabular-nums">
          {formatValue(Number(payload[0]!.value))}
        </p>
      </div>
    ) : null;

  const margin = { top: 8, right: 12, bottom: 0, left: 0 };
  const axes = (
    <>
      <CartesianGrid vertical={false} stroke={COLOURS.grid} />
      <XAxis
        dataKey="date"
        ticks={ticks}
        interval={0}
        tick={({ x, y, payload }: XAxisTickContentProps) => (
          // The first and last day line up with the chart's edges instead of spilling over them.
          <text
            x={x}
            y={y}
            dy="0.71em"
            textAnchor={
              payload.value === ticks[0]
                ? 'start'
                : payload.value === ticks[ticks.length - 1]
                  ? 'end'
                  : 'middle'
            }
            {...TICK}
          >
            {formatDay(String(payload.value), 'short')}
          </text>
        )}
        tickLine={false}
        axisLine={{ stroke: COLOURS.grid }}
        tickMargin={6}
      />
      <YAxis
        domain={[0, ceiling]}
        ticks={[0, ceiling / 2, ceiling]}
        allowDecimals={kind === 'bars'}
        tickFormatter={formatAxis}
        tick={TICK}
        tickLine={false}
        axisLine={false}
        width="auto"
      />
      <Tooltip
        content={tooltip}
        cursor={kind === 'bars' ? { fill: COLOURS.cursor } : { stroke: COLOURS.grid }}
        isAnimationActive={false}
      />
    </>
  );

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
      {/* The chart is one image with its sentence; the table below gives every day. */}
      <div role="img" aria-label={summary(total, best)} dir="ltr" className="h-48 w-full min-w-0">
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          {kind === 'bars' ? (
            <BarChart data={days} margin={margin} barCategoryGap={gap} accessibilityLayer={false}>
              {axes}
              <Bar
                dataKey="value"
                fill={COLOURS.bar}
                activeBar={{ fill: COLOURS.barActive }}
                isAnimationActive={false}
              />
            </BarChart>
          ) : (
            <AreaChart data={days} margin={margin} accessibilityLayer={false}>
              {axes}
              <Area
                type="linear"
                dataKey="value"
                stroke={COLOURS.line}
                strokeWidth={2}
                fill={COLOURS.line}
                fillOpacity={0.1}
                isAnimationActive={false}
                activeDot={{ r: 4, fill: COLOURS.line, stroke: '#fff', strokeWidth: 2 }}
              />
            </AreaChart>
          )}
        </ResponsiveContainer>
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
