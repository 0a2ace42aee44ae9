import type { AdminPostDraftOrdersReq } from '@storedesk/contract';
import { z } from 'zod';
import { checkItems, priceOf, toLineInputs, type ItemsValues } from '../common/items-form';

/**
 * The create wizard's form: who (an existing customer or a new email) and where (region), the
 * lines, the shipping address and option. Messages are keys of `draftOrders:errors`; the
 * wizard checks one step's fields before it moves on.
 */

export interface AddressValues {
  first_name: string;
  last_name: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  province: string;
  postal_code: string;
  country_code: string;
  phone: string;
}

export interface CreateValues extends ItemsValues {
  mode: 'existing' | 'new';
  customer_id: string;
  /** The picked customer's email (existing) or the email typed (new). */
  email: string;
  region_id: string;
  address: AddressValues;
  option_id: string;
  /** The option is priced by its provider: staff give the price. */
  option_calculated: boolean;
  option_price: string;
}

export const EMPTY_ADDRESS: AddressValues = {
  first_name: '',
  last_name: '',
  company: '',
  address_1: '',
  address_2: '',
  city: '',
  province: '',
  postal_code: '',
  country_code: '',
  phone: '',
};

export const CREATE_DEFAULTS: CreateValues = {
  mode: 'new',
  customer_id: '',
  email: '',
  region_id: '',
  variants: [],
  custom: [],
  address: EMPTY_ADDRESS,
  option_id: '',
  option_calculated: false,
  option_price: '',
};

const EMAIL = z.email();

/** Address fields a shipping address needs. */
const REQUIRED_ADDRESS = [
  'first_name',
  'last_name',
  'address_1',
  'city',
  'postal_code',
  'country_code',
] as const;

/** The whole form's schema; custom prices are read in `currency`. */
export function createSchema(currency: string) {
  const text = z.string();
  return z
    .object({
      mode: z.enum(['existing', 'new']),
      customer_id: text,
      email: text,
      region_id: text,
      variants: z.array(
        z.object({
          product_title: text,
          choices: z.array(z.object({ id: text, title: text, price: z.number().nullable() })),
          variant_id: text,
          quantity: text,
        }),
      ),
      custom: z.array(z.object({ title: text, price: text, quantity: text })),
      address: z.object({
        first_name: text,
        last_name: text,
        company: text,
        address_1: text,
        address_2: text,
        city: text,
        province: text,
        postal_code: text,
        country_code: text,
        phone: text,
      }),
      option_id: text,
      option_calculated: z.boolean(),
      option_price: text,
    })
    .superRefine((values, ctx) => {
      const issue = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: 'custom', path, message });
      if (values.mode === 'existing' && !values.customer_id) {
        issue(['customer_id'], 'customerRequired');
      }
      if (values.mode === 'new') {
        const email = values.email.trim();
        if (email === '') issue(['email'], 'emailRequired');
        else if (!EMAIL.safeParse(email).success) issue(['email'], 'emailInvalid');
      }
      if (!values.region_id) issue(['region_id'], 'regionRequired');
      checkItems(values, currency, ctx);
      for (const field of REQUIRED_ADDRESS) {
        if (values.address[field].trim() === '') {
          issue(['address', field], field === 'country_code' ? 'countryRequired' : 'required');
        }
      }
      if (!values.option_id) issue(['option_id'], 'optionRequired');
      if (values.option_id && values.option_calculated) {
        const price = priceOf(values.option_price, currency);
        if (typeof price === 'string') issue(['option_price'], price);
      }
    });
}

/** The fields each step checks before the next one. */
export const STEP_FIELDS = [
  ['customer_id', 'email', 'region_id'],
  ['items', 'variants', 'custom'],
  ['address', 'option_id', 'option_price'],
] as const;

/** The step a field of a server's 400 belongs to (`shipping_address.city` → shipping). */
export function stepOfServerField(path: string): number | null {
  const head = path.split('.')[0]!;
  if (['email', 'customer_id', 'region_id'].includes(head)) return 0;
  if (head === 'items') return 1;
  if (['shipping_address', 'shipping_methods', 'billing_address'].includes(head)) return 2;
  return null;
}

/** The form field showing a server field, when the form has one (`shipping_address.city`). */
export function formFieldOfServerField(path: string): string | null {
  const [head, field] = path.split('.');
  if (head === 'email' || head === 'customer_id' || head === 'region_id') return head;
  if (head === 'shipping_address' && field && field in EMPTY_ADDRESS) return `address.${field}`;
  if (head === 'shipping_methods') return 'option_id';
  return null;
}

const orNothing = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** `POST /admin/draft-orders` for checked values. */
export function toCreateRequest(values: CreateValues, currency: string): AdminPostDraftOrdersReq {
  const address = Object.fromEntries(
    Object.entries(values.address)
      .map(([key, value]) => [key, orNothing(value)])
      .filter(([, value]) => value !== undefined),
  );
  return {
    email: values.email.trim(),
    ...(values.mode === 'existing' ? { customer_id: values.customer_id } : {}),
    region_id: values.region_id,
    items: toLineInputs(values, currency),
    shipping_methods: [
      {
        option_id: values.option_id,
        ...(values.option_calculated
          ? { price: priceOf(values.option_price, currency) as number }
          : {}),
      },
    ],
    shipping_address: address,
  };
}
