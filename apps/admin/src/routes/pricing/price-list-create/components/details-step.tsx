import { useFormContext } from 'react-hook-form';
import { PriceListDetails, type PriceListFormValues } from '../../common/price-list-form';
import { PriceListDetailsFields } from '../../common/price-list-fields';
import { useStepGate } from '../use-step-gate';

/** Step 1: type and details; Next waits for a valid name. */
export function DetailsStep() {
  const { watch } = useFormContext<PriceListFormValues>();
  const [type, name, description, status] = watch(['type', 'name', 'description', 'status']);
  useStepGate(PriceListDetails.safeParse({ type, name, description, status }).success);
  return <PriceListDetailsFields />;
}
