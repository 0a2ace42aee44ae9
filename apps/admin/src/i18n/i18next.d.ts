import 'i18next';
import type analytics from '../../public/locales/en/analytics.json';
import type auth from '../../public/locales/en/auth.json';
import type billing from '../../public/locales/en/billing.json';
import type common from '../../public/locales/en/common.json';
import type extensions from '../../public/locales/en/extensions.json';
import type jobs from '../../public/locales/en/jobs.json';
import type shell from '../../public/locales/en/shell.json';
import type signup from '../../public/locales/en/signup.json';
import type validation from '../../public/locales/en/validation.json';
import type products from '../../public/locales/en/products.json';
import type collections from '../../public/locales/en/collections.json';
import type categories from '../../public/locales/en/categories.json';
import type pricing from '../../public/locales/en/pricing.json';
import type salesChannels from '../../public/locales/en/salesChannels.json';
import type currencies from '../../public/locales/en/currencies.json';
import type regions from '../../public/locales/en/regions.json';
import type paymentProviders from '../../public/locales/en/paymentProviders.json';
import type taxes from '../../public/locales/en/taxes.json';
import type shipping from '../../public/locales/en/shipping.json';
import type inventory from '../../public/locales/en/inventory.json';
import type locations from '../../public/locales/en/locations.json';
import type customers from '../../public/locales/en/customers.json';
import type orders from '../../public/locales/en/orders.json';
import type shop from '../../public/locales/en/shop.json';
import type dashboard from '../../public/locales/en/dashboard.json';
import type draftOrders from '../../public/locales/en/draftOrders.json';
import type returns from '../../public/locales/en/returns.json';
import type swaps from '../../public/locales/en/swaps.json';
import type claims from '../../public/locales/en/claims.json';
import type orderEdits from '../../public/locales/en/orderEdits.json';

// Keys are typed from the English files: a typo in t('...') fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    resources: {
      common: typeof common;
      validation: typeof validation;
      auth: typeof auth;
      signup: typeof signup;
      billing: typeof billing;
      shell: typeof shell;
      analytics: typeof analytics;
      jobs: typeof jobs;
      extensions: typeof extensions;
      products: typeof products;
      collections: typeof collections;
      categories: typeof categories;
      pricing: typeof pricing;
      salesChannels: typeof salesChannels;
      currencies: typeof currencies;
      regions: typeof regions;
      paymentProviders: typeof paymentProviders;
      taxes: typeof taxes;
      shipping: typeof shipping;
      inventory: typeof inventory;
      locations: typeof locations;
      customers: typeof customers;
      orders: typeof orders;
      shop: typeof shop;
      dashboard: typeof dashboard;
      draftOrders: typeof draftOrders;
      returns: typeof returns;
      swaps: typeof swaps;
      claims: typeof claims;
      orderEdits: typeof orderEdits;
    };
  }
}
