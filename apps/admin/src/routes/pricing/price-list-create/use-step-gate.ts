import { useEffect } from 'react';
import { useWizard } from '@/components/ui/wizard-modal';

/** Lets the wizard's Next (or Submit) be pressed only while `valid`. */
export function useStepGate(valid: boolean): void {
  const { enableNext, disableNext } = useWizard();
  useEffect(() => {
    if (valid) enableNext();
    else disableNext();
  }, [valid, enableNext, disableNext]);
}
