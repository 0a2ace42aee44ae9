import { z } from 'zod';

/**
 * The home page's figures (`GET /admin/dashboard`, Storedesk's own): sales, orders, customers
 * and a series per day for a period of days, the same figures for the period of equal length
 * just before it, the best-selling products and the orders waiting for staff. Money is in
 * minor units and always per currency: a store selling in several currencies gets one entry
 * for each, never a sum across them.
 */

/** Longest period asked for at once, in days (a year, leap day included). */
export const DASHBOARD_MAX_DAYS = 366;
/** Days in the period when `from` is not given. */
export const DASHBOARD_DEFAULT_DAYS = 30;
/** How many products `top_products` names. */
export const DASHBOARD_TOP_PRODUCTS = 5;

/** Whether the runtime knows `name` as an IANA time zone (`Europe/Berlin`, `UTC`). */
export function isTimeZone(name: string): boolean {
  // Offsets such as `+02:00` are refused: PostgreSQL reads them with the opposite sign.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const Day = z.iso.date({ message: 'must be a date such as 2030-01-31' });

export const AdminGetDashboardParams = z
  .object({
    /** First day of the period (`YYYY-MM-DD`, in `tz`); default 29 days before `to`. */
    from: Day.optional(),
    /** Last day of the period, included; default today in `tz`. */
    to: Day.optional(),
    /** The IANA time zone whose midnights start the days; default UTC. */
    tz: z
      .string()
      .max(64)
      .refine(isTimeZone, { message: 'must be an IANA time zone such as Europe/Berlin' })
      .optional(),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.from > query.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'must be on or before to' });
    }
  });
export type AdminGetDashboardParams = z.input<typeof AdminGetDashboardParams>;

/** An amount in one currency (minor units). */
export const DashboardAmount = z.object({ currency_code: z.string(), amount: z.number() });
export type DashboardAmount = z.infer<typeof DashboardAmount>;

/** Sales in one currency: the orders' totals, how many orders, and their average. */
export const DashboardSales = DashboardAmount.extend({
  orders: z.number().int(),
  /** `amount / orders`, rounded to a whole minor unit. */
  average_order_value: z.number().int(),
});
export type DashboardSales = z.infer<typeof DashboardSales>;

/** What a period adds up to. Canceled orders count nowhere. */
export const DashboardFigures = z.object({
  orders: z.number().int(),
  /** One entry per currency sold in, largest amount first. */
  sales: z.array(DashboardSales),
  customers: z.object({
    /** Customers with an order in the period. */
    total: z.number().int(),
    /** Of those, who ordered before the period or more than once in it. */
    returning: z.number().int(),
    /** The others: their first and only order of the period. */
    new: z.number().int(),
  }),
});
export type DashboardFigures = z.infer<typeof DashboardFigures>;

/** A day of the period, present even when nothing was sold. */
export const DashboardDay = z.object({
  /** `YYYY-MM-DD` in the period's time zone. */
  date: z.string(),
  orders: z.number().int(),
  /** Per currency; empty on a day without sales. */
  sales: z.array(DashboardAmount),
});
export type DashboardDay = z.infer<typeof DashboardDay>;

/** A product sold in the period: units, and line amounts (unit price × quantity) per currency. */
export const DashboardTopProduct = z.object({
  product_id: z.string(),
  title: z.string(),
  thumbnail: z.string().nullable(),
  quantity: z.number().int(),
  sales: z.array(DashboardAmount),
});
export type DashboardTopProduct = z.infer<typeof DashboardTopProduct>;

const Period = z.object({ from: z.string(), to: z.string() });

export const Dashboard = z.object({
  period: Period.extend({ tz: z.string(), days: z.number().int() }),
  /** Whether the store has any order at all, whenever placed (the home page's first steps). */
  has_orders: z.boolean(),
  previous_period: Period,
  current: DashboardFigures,
  previous: DashboardFigures,
  series: z.array(DashboardDay),
  /** Most units sold first (then the larger amount); at most `DASHBOARD_TOP_PRODUCTS`. */
  top_products: z.array(DashboardTopProduct),
  /** Open orders (not canceled nor archived), whenever placed. */
  needs_action: z.object({
    /** Not fulfilled or partially fulfilled. */
    to_fulfill: z.number().int(),
    /** Payment authorised and waiting for capture. */
    to_capture: z.number().int(),
  }),
});
export type Dashboard = z.infer<typeof Dashboard>;

export const AdminDashboardRes = z.object({ dashboard: Dashboard });
export type AdminDashboardRes = z.infer<typeof AdminDashboardRes>;
