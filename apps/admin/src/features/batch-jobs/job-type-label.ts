import { BATCH_JOB_TYPES } from '@storedesk/contract';
import type { TFunction } from 'i18next';
import { formatJobType } from './batch-jobs';

type KnownJobType = (typeof BATCH_JOB_TYPES)[number];

const isKnownJobType = (type: string): type is KnownJobType =>
  (BATCH_JOB_TYPES as readonly string[]).includes(type);

/**
 * A job type in the interface language: `product-import` is 'Product import' in English (SPEC
 * point 8: dashes as spaces, capitalised), 'Produktimport' in German. A type the dashboard has no
 * translation for yet falls back to the SPEC's English form.
 */
export function jobTypeLabel(t: TFunction<'jobs'>, type: string): string {
  return isKnownJobType(type) ? t(`type.${type}`) : formatJobType(type);
}
