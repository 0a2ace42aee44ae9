import { useFormContext } from 'react-hook-form';
import { PriceListDates, type PriceListFormValues } from '../../common/price-list-form';
import { PriceListDatesFields } from '../../common/price-list-fields';
import { useStepGate } from '../use-step-gate';

/** Step 2: start and end; Next waits until the end is after the start. */
export function DatesStep() {
  const { watch } = useFormContext<PriceListFormValues>();
  const [starts_at, ends_at] = watch(['starts_at', 'ends_at']);
  useStepGate(PriceListDates.safeParse({ starts_at, ends_at }).success);
  return <PriceListDatesFields />;
}
