import { z } from 'zod';
import { CollectionProduct } from './collections.js';
import {
  DateFilter,
  ListParams,
  Metadata,
  Paging,
  QueryBoolean,
  Timestamp,
  idList,
} from './common.js';
import { TaxRateSummary } from './products.js';

/**
 * Shipping profiles (which products ship together) and shipping options (how, where and for how
 * much a profile's products ship), Medusa v1's wire format.
 */

export const SHIPPING_PROFILE_TYPES = ['default', 'gift_card', 'custom'] as const;
export const ShippingProfileType = z.enum(SHIPPING_PROFILE_TYPES);
export type ShippingProfileType = z.infer<typeof ShippingProfileType>;

export const SHIPPING_PRICE_TYPES = ['flat_rate', 'calculated'] as const;
export const ShippingPriceType = z.enum(SHIPPING_PRICE_TYPES);
export type ShippingPriceType = z.infer<typeof ShippingPriceType>;

export const SHIPPING_REQUIREMENT_TYPES = ['min_subtotal', 'max_subtotal'] as const;
export const ShippingRequirementType = z.enum(SHIPPING_REQUIREMENT_TYPES);
export type ShippingRequirementType = z.infer<typeof ShippingRequirementType>;

/** A profile's own fields (what an option's `profile` answers). */
export const ShippingProfileBase = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  name: z.string(),
  type: ShippingProfileType,
  metadata: Metadata,
});
export type ShippingProfileBase = z.infer<typeof ShippingProfileBase>;

/** The region of an option, without its relations (Medusa v1's region columns). */
export const ShippingOptionRegion = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  name: z.string(),
  currency_code: z.string(),
  tax_rate: z.number(),
  tax_code: z.string().nullable(),
  gift_cards_taxable: z.boolean(),
  automatic_taxes: z.boolean(),
  tax_provider_id: z.string().nullable(),
  includes_tax: z.boolean().optional(),
  metadata: Metadata,
});
export type ShippingOptionRegion = z.infer<typeof ShippingOptionRegion>;

/** A condition on the cart's subtotal, in minor units of the region's currency. */
export const ShippingOptionRequirement = z.object({
  id: z.string(),
  shipping_option_id: z.string(),
  type: ShippingRequirementType,
  amount: z.number().int(),
  deleted_at: Timestamp.nullable(),
});
export type ShippingOptionRequirement = z.infer<typeof ShippingOptionRequirement>;

/**
 * A shipping option. The admin API answers it with its `profile`, `region` and `requirements`;
 * the store API with its `requirements`. `price_incl_tax`, `tax_rates` and `tax_amount` are
 * worked out from the region's tax rates and the option's overrides.
 */
export const ShippingOption = z.object({
  id: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
  name: z.string(),
  region_id: z.string(),
  profile_id: z.string(),
  provider_id: z.string(),
  price_type: ShippingPriceType,
  /** Minor units; null for a calculated price. */
  amount: z.number().int().nullable(),
  is_return: z.boolean(),
  admin_only: z.boolean(),
  includes_tax: z.boolean(),
  data: z.record(z.string(), z.unknown()),
  metadata: Metadata,
  profile: ShippingProfileBase.optional(),
  region: ShippingOptionRegion.optional(),
  requirements: z.array(ShippingOptionRequirement).optional(),
  price_incl_tax: z.number().int().nullable().optional(),
  tax_rates: z.array(TaxRateSummary).nullable().optional(),
  tax_amount: z.number().int().nullable().optional(),
});
export type ShippingOption = z.infer<typeof ShippingOption>;

/** A profile; its detail carries its shipping options (and its products when expanded). */
export const ShippingProfile = ShippingProfileBase.extend({
  shipping_options: z.array(ShippingOption).optional(),
  products: z.array(CollectionProduct).optional(),
});
export type ShippingProfile = z.infer<typeof ShippingProfile>;

// ---- answers -------------------------------------------------------------------------------

export const AdminShippingProfilesRes = z.object({ shipping_profile: ShippingProfile });
export type AdminShippingProfilesRes = z.infer<typeof AdminShippingProfilesRes>;

/** `GET /admin/shipping-profiles`: every profile, unpaged (Medusa v1). */
export const AdminShippingProfilesListRes = z.object({
  shipping_profiles: z.array(ShippingProfile),
});
export type AdminShippingProfilesListRes = z.infer<typeof AdminShippingProfilesListRes>;

export const AdminShippingOptionsRes = z.object({ shipping_option: ShippingOption });
export type AdminShippingOptionsRes = z.infer<typeof AdminShippingOptionsRes>;

export const AdminShippingOptionsListRes = z.object({
  shipping_options: z.array(ShippingOption),
  ...Paging,
});
export type AdminShippingOptionsListRes = z.infer<typeof AdminShippingOptionsListRes>;

/** `GET /store/shipping-options` (and `/store/shipping-options/{cart_id}`): unpaged. */
export const StoreShippingOptionsListRes = z.object({
  shipping_options: z.array(ShippingOption),
});
export type StoreShippingOptionsListRes = z.infer<typeof StoreShippingOptionsListRes>;
export const StoreCartShippingOptionsListRes = StoreShippingOptionsListRes;
export type StoreCartShippingOptionsListRes = StoreShippingOptionsListRes;

// ---- requests ------------------------------------------------------------------------------

const Name = z.string().trim().min(1).max(200);
/** Minor units, whole and not negative. */
const Amount = z.number().int().min(0).max(1_000_000_000_000);
const Ids = z.array(z.string().trim().min(1)).max(1000);

/** One requirement in a request (`id` is accepted from v1 clients and not needed). */
export const ShippingOptionRequirementInput = z.strictObject({
  id: z.string().optional(),
  type: ShippingRequirementType,
  amount: Amount,
});
export type ShippingOptionRequirementInput = z.input<typeof ShippingOptionRequirementInput>;

/**
 * At most one requirement of each type, and a minimum subtotal no higher than the maximum
 * (what v1 refuses too). The message names `requirements`.
 */
function checkRequirements(
  requirements: readonly { type: ShippingRequirementType; amount: number }[] | undefined,
  ctx: z.RefinementCtx,
): void {
  if (!requirements) return;
  const types = requirements.map((requirement) => requirement.type);
  if (new Set(types).size !== types.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['requirements'],
      message: 'may hold one requirement of each type (min_subtotal, max_subtotal)',
    });
    return;
  }
  const min = requirements.find((requirement) => requirement.type === 'min_subtotal');
  const max = requirements.find((requirement) => requirement.type === 'max_subtotal');
  if (min && max && max.amount <= min.amount) {
    ctx.addIssue({
      code: 'custom',
      path: ['requirements'],
      message: 'max_subtotal must be greater than min_subtotal',
    });
  }
}

export const AdminPostShippingOptionsReq = z
  .strictObject({
    name: Name,
    region_id: z.string().trim().min(1),
    provider_id: z.string().trim().min(1),
    /** Without it, the store's default profile. */
    profile_id: z.string().trim().min(1).optional(),
    /** One of the provider's fulfilment options (`GET /admin/regions/{id}/fulfillment-options`). */
    data: z.record(z.string(), z.unknown()),
    price_type: ShippingPriceType,
    amount: Amount.nullable().optional(),
    requirements: z.array(ShippingOptionRequirementInput).max(2).optional(),
    admin_only: z.boolean().optional(),
    is_return: z.boolean().optional(),
    includes_tax: z.boolean().optional(),
    metadata: Metadata.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.price_type === 'flat_rate' && (body.amount === undefined || body.amount === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'is required for a flat_rate price',
      });
    }
    checkRequirements(body.requirements, ctx);
  });
export type AdminPostShippingOptionsReq = z.input<typeof AdminPostShippingOptionsReq>;

/** Region, provider, data and is_return are fixed once the option exists (as in v1). */
export const AdminPostShippingOptionsOptionReq = z
  .strictObject({
    name: Name.optional(),
    amount: Amount.nullable().optional(),
    price_type: ShippingPriceType.optional(),
    /** The whole set: requirements left out are removed. */
    requirements: z.array(ShippingOptionRequirementInput).max(2).optional(),
    admin_only: z.boolean().optional(),
    includes_tax: z.boolean().optional(),
    metadata: Metadata.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.price_type === 'flat_rate' && body.amount === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'is required for a flat_rate price',
      });
    }
    checkRequirements(body.requirements, ctx);
  });
export type AdminPostShippingOptionsOptionReq = z.input<typeof AdminPostShippingOptionsOptionReq>;

/** Sort fields of `GET /admin/shipping-options`. */
export const SHIPPING_OPTION_ORDER_FIELDS = ['name', 'amount', 'created_at', 'updated_at'] as const;

export const AdminGetShippingOptionsParams = ListParams.extend({
  id: idList.optional(),
  name: z.string().optional(),
  region_id: idList.optional(),
  profile_id: idList.optional(),
  is_return: QueryBoolean.optional(),
  admin_only: QueryBoolean.optional(),
  created_at: DateFilter.optional(),
  updated_at: DateFilter.optional(),
});
export type AdminGetShippingOptionsParams = z.input<typeof AdminGetShippingOptionsParams>;

/** `GET /store/shipping-options`: `product_ids` is a comma-separated list. */
export const StoreGetShippingOptionsParams = z.object({
  product_ids: idList.optional(),
  region_id: z.string().trim().min(1).optional(),
  is_return: z.enum(['true', 'false']).optional(),
});
export type StoreGetShippingOptionsParams = z.input<typeof StoreGetShippingOptionsParams>;

export const StoreShippingOptionsCartParams = z.object({ cart_id: z.string().min(1) });

export const AdminPostShippingProfilesReq = z.strictObject({
  name: Name,
  /** `custom` when left out; a store has one `default` and one `gift_card` profile. */
  type: ShippingProfileType.optional(),
  metadata: Metadata.optional(),
});
export type AdminPostShippingProfilesReq = z.input<typeof AdminPostShippingProfilesReq>;

export const AdminPostShippingProfilesProfileReq = z.strictObject({
  name: Name.optional(),
  type: ShippingProfileType.optional(),
  metadata: Metadata.optional(),
  /** Products moved into this profile (each product is in exactly one profile). */
  products: Ids.optional(),
  /** Shipping options moved to this profile. */
  shipping_options: Ids.optional(),
});
export type AdminPostShippingProfilesProfileReq = z.input<
  typeof AdminPostShippingProfilesProfileReq
>;

/** `GET /admin/shipping-profiles/{id}`: `expand=products` adds the profile's products. */
export const AdminGetShippingProfileParams = z.object({
  expand: z.string().optional(),
  fields: z.string().optional(),
});
export type AdminGetShippingProfileParams = z.input<typeof AdminGetShippingProfileParams>;
