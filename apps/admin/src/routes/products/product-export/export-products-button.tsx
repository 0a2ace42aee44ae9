import type { ProductExportContext } from '@storedesk/contract';
import { useAdminCreateBatchJob } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { toast } from '@/components/ui/toast';

/**
 * Starts a product export (the CSV the import reads) of the products the list shows. The job
 * runs on the server; the activity drawer shows its progress and offers the file when done.
 */
export function ExportProductsButton({
  filters,
}: {
  filters?: ProductExportContext['filterable_fields'];
}) {
  const { t } = useTranslation('jobs');
  const createJob = useAdminCreateBatchJob();
  const start = () =>
    createJob.mutate(
      { type: 'product-export', context: filters ? { filterable_fields: filters } : {} },
      {
        onSuccess: () => toast.info(t('export.started'), t('export.startedHint')),
        onError: (error) => toast.error(t('export.failed'), error.message),
      },
    );
  return (
    <Button variant="secondary" isLoading={createJob.isPending} onClick={start}>
      {t('export.button')}
    </Button>
  );
}
