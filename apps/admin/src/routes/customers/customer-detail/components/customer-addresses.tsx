import type { Address, AdminCustomer } from '@storedesk/contract';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/detail/section';

/** An address as it is written on a parcel: one line per part, the country by its name. */
function AddressLines({ address }: { address: Address }) {
  const { i18n } = useTranslation();
  const country = address.country_code
    ? (new Intl.DisplayNames([i18n.language], { type: 'region' }).of(
        address.country_code.toUpperCase(),
      ) ?? address.country_code.toUpperCase())
    : null;
  const lines = [
    [address.first_name, address.last_name].filter(Boolean).join(' '),
    address.company,
    address.address_1,
    address.address_2,
    [address.postal_code, address.city].filter(Boolean).join(' '),
    address.province,
    country,
    address.phone,
  ].filter((line): line is string => Boolean(line));
  return (
    <address className="text-sm leading-6 break-words text-slate-900 not-italic">
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

/** The customer's billing address and the shipping addresses they saved at checkout. */
export function CustomerAddresses({ customer }: { customer: AdminCustomer }) {
  const { t } = useTranslation('customers');
  const shipping = customer.shipping_addresses ?? [];
  const heading = 'mb-2 text-sm font-medium text-slate-600';
  return (
    <Section title={t('detail.addresses')}>
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className={heading}>{t('detail.billingAddress')}</h3>
          {customer.billing_address ? (
            <AddressLines address={customer.billing_address} />
          ) : (
            <p className="text-sm text-slate-600">{t('detail.noBillingAddress')}</p>
          )}
        </div>
        <div>
          <h3 className={heading}>{t('detail.shippingAddresses')}</h3>
          {shipping.length === 0 ? (
            <p className="text-sm text-slate-600">{t('detail.noShippingAddresses')}</p>
          ) : (
            <ul className="flex flex-col gap-4">
              {shipping.map((address) => (
                <li key={address.id}>
                  <AddressLines address={address} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Section>
  );
}
