import { useAdminCreatePresignedDownloadUrl } from '@storedesk/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { toast } from '@/components/ui/toast';
import { jobTypeLabel } from './job-type-label';
import { useBatchJobsPolling } from './use-batch-jobs-polling';

const STATUS_STYLE: Record<string, string> = {
  completed: 'bg-emerald-50 text-emerald-700',
  failed: 'bg-red-50 text-red-700',
  canceled: 'bg-slate-100 text-slate-600',
};

/** The batch jobs of the last month, newest first, for the shell's notifications drawer. */
export function ActivityDrawerContent() {
  return (
    <Suspense fallback={null}>
      <ActivityList />
    </Suspense>
  );
}

function ActivityList() {
  const { t, i18n } = useTranslation('jobs');
  const { batchJobs, isLoading, hasPollingError, resetInterval } = useBatchJobsPolling();
  const jobs = [...batchJobs].sort((a, b) => b.created_at.localeCompare(a.created_at));
  const formatDate = (value: string) =>
    value
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(value),
        )
      : '';

  return (
    <section aria-labelledby="activity-drawer-title" className="flex flex-col gap-3">
      <h2 id="activity-drawer-title" className="text-base font-semibold text-slate-900">
        {t('activity.title')}
      </h2>
      {isLoading ? (
        <p className="text-sm text-slate-500">{t('activity.loading')}</p>
      ) : hasPollingError && jobs.length === 0 ? (
        <div className="flex flex-col items-start gap-2">
          <p role="alert" className="text-sm text-red-700">
            {t('activity.error')}
          </p>
          <Button variant="secondary" onClick={() => void resetInterval()}>
            {t('activity.retry')}
          </Button>
        </div>
      ) : jobs.length === 0 ? (
        <p className="text-sm text-slate-500">{t('activity.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {jobs.map((job) => (
            <li key={job.id} className="flex flex-col gap-1 py-3">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium text-slate-900">{jobTypeLabel(t, job.type)}</span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs ${STATUS_STYLE[job.status] ?? 'bg-amber-50 text-amber-700'}`}
                >
                  {t(`status.${job.status}`)}
                </span>
              </div>
              <span className="text-xs text-slate-500">
                {t('activity.created', { date: formatDate(job.created_at) })}
              </span>
              {job.fileKey && job.status === 'completed' && (
                <DownloadResult fileKey={job.fileKey} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A job's result file (an export's CSV): fetched through a short-lived signed URL. */
function DownloadResult({ fileKey }: { fileKey: string }) {
  const { t } = useTranslation('jobs');
  const link = useAdminCreatePresignedDownloadUrl();
  const download = () =>
    link.mutate(
      { file_key: fileKey },
      {
        onSuccess: ({ download_url }) => window.location.assign(download_url),
        onError: (error) => toast.error(t('activity.downloadFailed'), error.message),
      },
    );
  return (
    <div className="flex items-center justify-between gap-2">
      <span className="truncate text-xs text-slate-600" title={fileKey}>
        {t('activity.resultFile')}: {fileKey.split('/').pop()}
      </span>
      <Button variant="secondary" isLoading={link.isPending} onClick={download}>
        {t('activity.download')}
      </Button>
    </div>
  );
}
