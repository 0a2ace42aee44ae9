import { useStoredesk } from '@storedesk/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../money';
import { useShop } from '../shop-context';
import { messageOf } from './field';

/** What the order page knows of an order's lines and returns (the store API's order). */
export interface ReturnableOrder {
  id: string;
  currency_code: string;
  status: string;
  items: {
    id: string;
    title: string;
    description?: string | null;
    quantity: number;
    fulfilled_quantity?: number | null;
    total?: number;
  }[];
  returns?: {
    id: string;
    status: string;
    refund_amount: number;
    created_at: string;
    items: { item_id: string; quantity: number }[];
  }[];
}

const STATUSES = ['requested', 'received', 'requires_action', 'canceled'] as const;
type Status = (typeof STATUSES)[number];
const statusOf = (status: string): Status =>
  STATUSES.includes(status as Status) ? (status as Status) : 'requested';

interface Reason {
  id: string;
  label: string;
  return_reason_children?: Reason[];
}

/**
 * How many of each line the shopper may still send back: what was fulfilled, less what live
 * returns hold (the server checks the same when the return is made).
 */
export function returnableOf(order: ReturnableOrder): Map<string, number> {
  const held = new Map<string, number>();
  for (const entry of order.returns ?? []) {
    if (entry.status === 'canceled') continue;
    for (const item of entry.items) {
      held.set(item.item_id, (held.get(item.item_id) ?? 0) + item.quantity);
    }
  }
  return new Map(
    order.items.map((item) => [
      item.id,
      Math.max((item.fulfilled_quantity ?? 0) - (held.get(item.id) ?? 0), 0),
    ]),
  );
}

/** Reasons a shopper can give: each group's reasons, and reasons without a group. */
const choosable = (reasons: Reason[]): Reason[] =>
  reasons.flatMap((reason) =>
    reason.return_reason_children?.length ? reason.return_reason_children : [reason],
  );

/**
 * Self-serve returns on the order page: the returns asked for so far with their status, and a
 * form to send back what was delivered (quantities and a reason per line). The refund follows
 * when the store receives the items.
 */
export function OrderReturns({
  order,
  onChange,
}: {
  order: ReturnableOrder;
  onChange: () => void;
}) {
  const { t } = useTranslation('shop');
  const { language } = useShop();
  const { client } = useStoredesk();
  const [reasons, setReasons] = useState<Reason[]>([]);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const returnable = returnableOf(order);
  const lines = order.items.filter((item) => (returnable.get(item.id) ?? 0) > 0);

  useEffect(() => {
    client.store.returnReasons
      .list()
      .then((answer) =>
        setReasons(choosable((answer as unknown as { return_reasons: Reason[] }).return_reasons)),
      )
      .catch(() => setReasons([]));
  }, [client]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const items = lines
      .map((item) => ({
        item_id: item.id,
        quantity: Number(data.get(`quantity-${item.id}`) ?? 0),
        reason_id: String(data.get(`reason-${item.id}`) ?? '') || undefined,
      }))
      .filter((item) => item.quantity > 0);
    if (!items.length) {
      setError(t('returns.chooseSomething'));
      return;
    }
    setError(null);
    setSending(true);
    client.store.returns
      .create({ order_id: order.id, items })
      .then(() => {
        setOpen(false);
        onChange();
      })
      .catch((failure: unknown) => setError(messageOf(failure, t('common.error'))))
      .finally(() => setSending(false));
  };

  const titles = new Map(order.items.map((item) => [item.id, item.title]));
  const returns = order.returns ?? [];
  return (
    <section aria-labelledby="order-returns" className="mt-8">
      <h2 id="order-returns" className="text-lg font-semibold">
        {t('returns.title')}
      </h2>
      {returns.length ? (
        <ul className="mt-3 space-y-3" data-testid="order-returns">
          {returns.map((entry) => (
            <li key={entry.id} className="rounded-2xl border border-slate-200 p-4 text-sm">
              <p className="flex flex-wrap justify-between gap-2">
                <span className="font-medium">{t(`returns.status.${statusOf(entry.status)}`)}</span>
                <span>
                  {t('returns.refund', {
                    amount: formatPrice(entry.refund_amount, order.currency_code, language),
                  })}
                </span>
              </p>
              <ul className="mt-2 text-slate-600">
                {entry.items.map((item) => (
                  <li key={item.item_id}>
                    {item.quantity} × {titles.get(item.item_id) ?? item.item_id}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
      {order.status === 'canceled' ? null : !lines.length ? (
        <p className="mt-3 text-sm text-slate-500">{t('returns.nothingToReturn')}</p>
      ) : !open ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="mt-3 rounded-full border border-slate-300 px-4 py-2 text-sm"
        >
          {t('returns.start')}
        </button>
      ) : (
        <form onSubmit={submit} className="mt-3 space-y-4 rounded-2xl border border-slate-200 p-4">
          <p className="text-sm text-slate-600">{t('returns.explain')}</p>
          {lines.map((item) => {
            const most = returnable.get(item.id) ?? 0;
            return (
              <fieldset key={item.id} className="grid gap-2 sm:grid-cols-[1fr_auto_auto]">
                <legend className="sr-only">{item.title}</legend>
                <span className="text-sm">
                  {item.title}
                  {item.description ? ` (${item.description})` : ''}
                </span>
                <label className="text-sm">
                  <span className="me-2 text-slate-600">{t('returns.quantity')}</span>
                  <select
                    name={`quantity-${item.id}`}
                    defaultValue="0"
                    className="rounded-lg border border-slate-300 px-2 py-1.5"
                  >
                    {Array.from({ length: most + 1 }, (_, n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="text-sm">
                  <span className="me-2 text-slate-600">{t('returns.reason')}</span>
                  <select
                    name={`reason-${item.id}`}
                    defaultValue=""
                    className="max-w-full rounded-lg border border-slate-300 px-2 py-1.5"
                  >
                    <option value="">{t('returns.noReason')}</option>
                    {reasons.map((reason) => (
                      <option key={reason.id} value={reason.id}>
                        {reason.label}
                      </option>
                    ))}
                  </select>
                </label>
              </fieldset>
            );
          })}
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              disabled={sending}
              className="rounded-full bg-slate-900 px-6 py-2.5 font-medium text-white disabled:opacity-60"
            >
              {t('returns.send')}
            </button>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="rounded-full border border-slate-300 px-4 py-2 text-sm"
            >
              {t('returns.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
