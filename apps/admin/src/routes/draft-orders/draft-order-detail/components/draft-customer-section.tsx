import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADDRESS_FIELDS } from '@/components/form/address-fields';
import { Section } from '@/components/detail/section';
import { UiButton } from '@/components/ui/ui-button';
import { useOrderFormat } from '@/routes/orders/common/format';
import { useDisplayNames } from '@/routes/settings/regions/common/display-names';
import { addressLines } from '@/routes/orders/common/order-view';
import { draftCurrency, type DraftAddress, type DraftOrderView } from '../../common/draft-view';
import { EditCustomerModal } from './edit-customer-modal';

/** No billing address, or one with the shipping address's fields: shown as "same as shipping". */
const sameAsShipping = (billing?: DraftAddress | null, shipping?: DraftAddress | null) =>
  !billing || ADDRESS_FIELDS.every((name) => (billing[name] ?? '') === (shipping?.[name] ?? ''));

/**
 * Who the draft is for (linking to the customer), where it ships and how, and its region; an
 * open draft's email and addresses are edited in a modal.
 */
export function DraftCustomerSection({ draft }: { draft: DraftOrderView }) {
  const { t } = useTranslation('draftOrders');
  const [editing, setEditing] = useState(false);
  const names = useDisplayNames();
  const format = useOrderFormat();
  const { cart } = draft;
  const name = [cart.customer?.first_name, cart.customer?.last_name].filter(Boolean).join(' ');
  const lines = (address: typeof cart.shipping_address) => {
    const text = addressLines(address, (iso) => names.country(iso)).join('\n');
    return text || <span className="text-slate-500">{t('noValue')}</span>;
  };
  const method = cart.shipping_methods?.[0];
  const rows: [string, ReactNode][] = [
    [
      t('detail.customer.customer'),
      cart.customer_id ? (
        <Link
          to={`/a/customers/${cart.customer_id}`}
          className="font-medium break-all text-slate-900 underline underline-offset-2"
        >
          {name || cart.email}
        </Link>
      ) : (
        <span className="break-all">{cart.email}</span>
      ),
    ],
    ...(name
      ? [
          [t('detail.customer.email'), <span className="break-all">{cart.email}</span>] as [
            string,
            ReactNode,
          ],
        ]
      : []),
    [t('detail.customer.region'), cart.region?.name ?? ''],
    [t('detail.customer.shippingAddress'), lines(cart.shipping_address)],
    [
      t('detail.customer.billingAddress'),
      sameAsShipping(cart.billing_address, cart.shipping_address)
        ? t('detail.customer.sameAsShipping')
        : lines(cart.billing_address),
    ],
    [
      t('detail.customer.shipping'),
      method ? (
        `${method.shipping_option?.name ?? ''} · ${format.money(method.price, draftCurrency(draft))}`
      ) : (
        <span className="text-slate-500">{t('detail.customer.noShipping')}</span>
      ),
    ],
  ];
  return (
    <Section
      title={t('detail.customer.title')}
      actions={
        draft.status === 'open' && (
          <UiButton variant="secondary" onClick={() => setEditing(true)}>
            {t('detail.edit.action')}
          </UiButton>
        )
      }
    >
      <dl className="flex flex-col gap-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex min-w-0 flex-col gap-0.5">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="break-words whitespace-pre-line text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {editing && <EditCustomerModal draft={draft} onClose={() => setEditing(false)} />}
    </Section>
  );
}
