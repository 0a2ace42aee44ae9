import { useAdminCreateBatchJob } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { toast } from '@/components/ui/toast';
import { toOrderFilters, type OrderListState } from '../order-list-query';

/**
 * Starts an order export (a CSV of the orders the list's search and filters select, every page
 * of them). The job runs on the server; the activity drawer shows its progress and offers the
 * file when done.
 */
export function ExportOrdersButton({ state }: { state: OrderListState }) {
  const { t } = useTranslation('jobs');
  const createJob = useAdminCreateBatchJob();
  const start = () => {
    const filters = toOrderFilters(state);
    createJob.mutate(
      {
        type: 'order-export',
        context: Object.keys(filters).length > 0 ? { filterable_fields: filters } : {},
      },
      {
        onSuccess: () => toast.info(t('export.started'), t('export.startedHint')),
        onError: (error) => toast.error(t('export.failed'), error.message),
      },
    );
  };
  return (
    <Button variant="secondary" isLoading={createJob.isPending} onClick={start}>
      {t('export.button')}
    </Button>
  );
}
