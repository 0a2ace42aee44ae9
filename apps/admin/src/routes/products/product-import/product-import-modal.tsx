import type { BatchJob } from '@storedesk/contract';
import {
  useAdminBatchJob,
  useAdminCancelBatchJob,
  useAdminConfirmBatchJob,
  useAdminCreateBatchJob,
  useAdminUploadProtectedFile,
} from '@storedesk/react';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { importProgress, isImportFile } from './import-steps';

/** Where the dashboard serves the import template (apps/admin/public/templates). */
const TEMPLATE_URL = `${import.meta.env.BASE_URL}templates/product-import-template.csv`;

/**
 * Import products from a CSV: upload it, read the server's pre-processing summary and row
 * errors, confirm, and watch the progress until the job completes (the batch-job poller then
 * announces it and refreshes the product list). A child route of the product list.
 */
export function ProductImportModal() {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  const [jobId, setJobId] = useState<string | null>(null);
  const close = () => void navigate('..');

  return (
    <Modal open onClose={close}>
      <Modal.Body>
        <Modal.Header title={t('import.title')} />
        {jobId ? (
          <ImportJob jobId={jobId} onClose={close} onRestart={() => setJobId(null)} />
        ) : (
          <ChooseFile onStarted={setJobId} onClose={close} />
        )}
      </Modal.Body>
    </Modal>
  );
}

function ChooseFile({
  onStarted,
  onClose,
}: {
  onStarted: (jobId: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('jobs');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useAdminUploadProtectedFile();
  const createJob = useAdminCreateBatchJob();
  const busy = upload.isPending || createJob.isPending;

  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!isImportFile(chosen)) {
      setProblem(t('import.notCsv', { name: chosen.name }));
      setFile(null);
      return;
    }
    setProblem(null);
    setFile(chosen);
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files[0]);
  };

  const start = async () => {
    if (!file) return;
    try {
      const { uploads } = await upload.mutateAsync([file]);
      const { batch_job } = await createJob.mutateAsync({
        type: 'product-import',
        context: { fileKey: uploads[0]!.key },
        dry_run: true,
      });
      onStarted(batch_job.id);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('import.failed'));
    }
  };

  return (
    <>
      <Modal.Content className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">{t('import.intro')}</p>
        <a className="text-sm font-medium text-slate-900 underline" href={TEMPLATE_URL} download>
          {t('import.template')}
        </a>
        <label
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed px-6 py-10 text-center text-sm ${dragging ? 'border-slate-900 bg-slate-50' : 'border-slate-300'}`}
        >
          <span className="font-medium text-slate-900">
            {file ? file.name : t('import.dropHere')}
          </span>
          <span className="text-slate-500">{t('import.orChoose')}</span>
          <input
            type="file"
            accept=".csv,text/csv"
            aria-label={t('import.fileLabel')}
            className="sr-only"
            onChange={(event) => pick(event.target.files?.[0])}
          />
        </label>
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
      </Modal.Content>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t('import.cancel')}
        </Button>
        <Button disabled={!file} isLoading={busy} onClick={() => void start()}>
          {t('import.upload')}
        </Button>
      </Modal.Footer>
    </>
  );
}

/** How often the job is read while the server works on it. */
const POLL_MS = 1000;

function ImportJob({
  jobId,
  onClose,
  onRestart,
}: {
  jobId: string;
  onClose: () => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation('jobs');
  const { data } = useAdminBatchJob(jobId, undefined, {
    refetchInterval: (query) => {
      const status = query.state.data?.batch_job.status;
      return status && ['completed', 'failed', 'canceled', 'pre_processed'].includes(status)
        ? false
        : POLL_MS;
    },
  });
  const confirm = useAdminConfirmBatchJob(jobId);
  const cancel = useAdminCancelBatchJob(jobId);
  const job = data?.batch_job;

  if (!job) {
    return (
      <Modal.Content>
        <p className="text-sm text-slate-600">{t('import.reading')}</p>
      </Modal.Content>
    );
  }
  const errors = job.result?.errors ?? [];
  const progress = importProgress(job);

  return (
    <>
      <Modal.Content className="flex flex-col gap-4">
        <JobSummary job={job} />
        {errors.length > 0 && (
          <div className="flex flex-col gap-2">
            <p role="alert" className="text-sm font-medium text-red-700">
              {t('import.errors', { count: errors.length })}
            </p>
            <table className="w-full text-left text-sm">
              <thead className="text-slate-500">
                <tr>
                  <th className="py-1 pr-3 font-medium">{t('import.row')}</th>
                  <th className="py-1 pr-3 font-medium">{t('import.column')}</th>
                  <th className="py-1 font-medium">{t('import.problem')}</th>
                </tr>
              </thead>
              <tbody>
                {errors.slice(0, 100).map((error, index) => (
                  <tr key={index} className="border-t border-slate-100">
                    <td className="py-1 pr-3 tabular-nums">{error.row ?? '—'}</td>
                    <td className="py-1 pr-3">{error.column ?? '—'}</td>
                    <td className="py-1">{error.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {progress !== null && (
          <div className="flex flex-col gap-1">
            <div
              role="progressbar"
              aria-label={t('import.progress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2 overflow-hidden rounded-full bg-slate-100"
            >
              <div
                className="h-full bg-slate-900 transition-all"
                style={{ width: `${progress}%` }}
              />
            </div>
            <span className="text-xs text-slate-500 tabular-nums">{progress} %</span>
          </div>
        )}
      </Modal.Content>
      <Modal.Footer>
        {job.status === 'pre_processed' && (
          <>
            <Button
              variant="secondary"
              isLoading={cancel.isPending}
              onClick={() => cancel.mutate(undefined, { onSuccess: onRestart })}
            >
              {t('import.chooseAnother')}
            </Button>
            <Button
              disabled={errors.length > 0}
              isLoading={confirm.isPending}
              onClick={() =>
                confirm.mutate(undefined, {
                  onError: (error) => toast.error(t('import.failed'), error.message),
                })
              }
            >
              {t('import.confirm')}
            </Button>
          </>
        )}
        {['completed', 'failed', 'canceled'].includes(job.status) && (
          <Button onClick={onClose}>{t('import.done')}</Button>
        )}
        {['created', 'confirmed', 'processing'].includes(job.status) && (
          <Button variant="secondary" onClick={onClose}>
            {t('import.runInBackground')}
          </Button>
        )}
      </Modal.Footer>
    </>
  );
}

function JobSummary({ job }: { job: BatchJob }) {
  const { t } = useTranslation('jobs');
  const descriptors = job.result?.stat_descriptors ?? [];
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-slate-900" aria-live="polite">
        {t(`import.state.${job.status}`)}
      </p>
      {descriptors.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-slate-700">
          {descriptors.map((descriptor) => (
            <li key={descriptor.key}>{descriptor.message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
