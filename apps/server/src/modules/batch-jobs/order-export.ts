import { OrderExportContext } from '@storedesk/contract';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../platform/db/client.js';
import type { Files } from '../../platform/files/index.js';
import type { JobHandler, JobRun } from '../../platform/jobs/runner.js';
import { adminOrderFilter } from '../orders/orders.filter.js';
import { countOrders, readExportPage, type ExportRow } from '../orders/orders.query.js';
import { fromMinorUnits } from './product-csv.js';

/*
 * Order export (Medusa v1 `order-export`): the orders the list's filters match, one CSV row
 * each, in display id order, with v1's columns. Orders are read a page at a time (keyset on the
 * display id, one statement a page; the totals are the order's own columns), so 100 000 orders
 * take a few dozen statements, and the file is stored protected, downloadable by staff only.
 */

const HEADER = [
  'Order_ID',
  'Display_ID',
  'Order status',
  'Date',
  'Customer First name',
  'Customer Last name',
  'Customer Email',
  'Customer ID',
  'Shipping Address 1',
  'Shipping Address 2',
  'Shipping Country Code',
  'Shipping City',
  'Shipping Postal Code',
  'Shipping Region ID',
  'Fulfillment Status',
  'Payment Status',
  'Subtotal',
  'Shipping Total',
  'Discount Total',
  'Gift Card Total',
  'Refunded Total',
  'Tax Total',
  'Total',
  'Currency Code',
  'Sales Channel',
];

const amount = (value: number | null, digits: number) => fromMinorUnits(value ?? 0, digits);

const line = (row: ExportRow) => [
  row.id,
  row.display_id,
  row.status,
  row.created_at,
  row.first_name ?? '',
  row.last_name ?? '',
  row.email,
  row.customer_id ?? '',
  row.address_1 ?? '',
  row.address_2 ?? '',
  row.country_code?.toUpperCase() ?? '',
  row.city ?? '',
  row.postal_code ?? '',
  row.region_id,
  row.fulfillment_status,
  row.payment_status,
  amount(row.subtotal, row.digits),
  amount(row.shipping_total, row.digits),
  amount(row.discount_total, row.digits),
  amount(0, row.digits),
  amount(row.refunded_total, row.digits),
  amount(row.tax_total, row.digits),
  amount(row.total, row.digits),
  row.currency_code.toUpperCase(),
  row.sales_channel ?? '',
];

export interface OrderExportSettings {
  /** Orders read per page. */
  orderExportPageSize: number;
}

export function orderExportHandler(
  db: Db,
  files: Files,
  settings: OrderExportSettings,
  preProcessed: (run: JobRun, result: Record<string, unknown>) => Promise<void>,
): JobHandler {
  const filterOf = (context: unknown) =>
    adminOrderFilter(OrderExportContext.parse(context ?? {}).filterable_fields ?? {});

  return {
    async preProcess(run) {
      const count = await countOrders(db, run.job.storeId, filterOf(run.job.context));
      await preProcessed(run, {
        count,
        advancement_count: 0,
        stat_descriptors: [
          {
            key: 'order-export',
            name: 'Orders to export',
            message: `${count} order${count === 1 ? '' : 's'} will be exported`,
          },
        ],
      });
    },

    async process(run) {
      const { job } = run;
      const filter = filterOf(job.context);
      const parts: string[] = [stringify([HEADER])];
      let after = 0;
      let count = 0;
      for (;;) {
        const page = await readExportPage(
          db,
          job.storeId,
          filter,
          after,
          settings.orderExportPageSize,
        );
        if (page.length > 0) parts.push(stringify(page.map(line)));
        count += page.length;
        await run.step(count);
        if (page.length < settings.orderExportPageSize) break;
        after = page.at(-1)!.display_id;
      }
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const saved = await files.saveFile(
        job.storeId,
        `order-export-${stamp}.csv`,
        Buffer.from(parts.join(''), 'utf8'),
        { protected: true, mimeType: 'text/csv', createdBy: job.createdBy },
      );
      try {
        await run.finish(async () => ({
          count,
          advancement_count: count,
          file_key: saved.key,
          file_size: saved.size,
        }));
      } catch (error) {
        await files.deleteUpload(job.storeId, saved.key).catch(() => undefined);
        throw error;
      }
    },
  };
}
