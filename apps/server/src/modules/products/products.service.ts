import type { AppDeps } from '../../platform/context.js';
import { productCreation } from './products.create.js';
import { productDeletion } from './products.delete.js';
import { productOptions } from './products.options.js';
import { productReads } from './products.read.js';
import { productUpdates } from './products.update.js';
import { variantReads } from './variants.read.js';
import { variantWrites } from './variants.write.js';

/**
 * Every use case of the product area in one object, for other areas (the shop reads the store
 * list through it). Each use case lives in its own file; products.routes.ts shows which serves
 * which route.
 */
export function createProductsService(deps: Pick<AppDeps, 'db'>) {
  return {
    ...productReads(deps),
    ...productCreation(deps),
    ...productUpdates(deps),
    ...productDeletion(deps),
    ...productOptions(deps),
    ...variantReads(deps),
    ...variantWrites(deps),
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
