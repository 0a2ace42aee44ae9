import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Section } from '@/components/detail/section';
import { buttonClassName } from '@/components/button';
import { useDisplayNames } from '@/routes/settings/regions/common/display-names';
import {
  addressLines,
  customerName,
  isOpen,
  type OrderAddress,
  type OrderView,
} from '../../common/order-view';

/** Who ordered (with a link to the customer), and where it ships and is billed; edit them. */
export function CustomerSection({ order }: { order: OrderView }) {
  const { t } = useTranslation('orders');
  const names = useDisplayNames();
  const country = (code: string) => names.country(code);
  const name = customerName(order);
  const address = (title: string, value: OrderAddress | null) => (
    <div className="flex flex-col gap-1 text-sm">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {value ? (
        <address className="break-words text-slate-700 not-italic">
          {addressLines(value, country).map((line, index) => (
            <span key={index} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : (
        <p className="text-slate-400">{t('detail.none')}</p>
      )}
    </div>
  );

  return (
    <Section
      title={t('detail.customer.title')}
      actions={
        isOpen(order) && (
          <Link to="edit" className={buttonClassName('secondary', 'px-3 py-1.5')}>
            {t('detail.customer.edit')}
          </Link>
        )
      }
    >
      <div className="flex flex-col gap-1 text-sm">
        {order.customer_id ? (
          <Link
            to={`/a/customers/${order.customer_id}`}
            className="font-medium break-words text-slate-900 underline-offset-4 hover:underline"
          >
            {name || order.email}
          </Link>
        ) : (
          <p className="font-medium text-slate-900">{name || t('detail.customer.guest')}</p>
        )}
        <a href={`mailto:${order.email}`} className="break-all text-slate-600 hover:underline">
          {order.email}
        </a>
        {order.customer?.phone && <p className="text-slate-600">{order.customer.phone}</p>}
      </div>
      {address(t('detail.customer.shipping'), order.shipping_address)}
      {address(t('detail.customer.billing'), order.billing_address)}
    </Section>
  );
}
