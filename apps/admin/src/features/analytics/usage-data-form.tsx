import { getErrorMessage } from '@storedesk/client';
import { useAdminCreateAnalyticsConfig, useAdminUpdateAnalyticsConfig } from '@storedesk/react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/button';
import { DEFAULT_PREFERENCES, type UsagePreferences } from './preferences';
import { useAnalyticsConfigState } from './use-analytics-config-state';
import { UsageDataSwitches } from './usage-data-switches';

/**
 * Settings → Personal information: the usage-data switches, saved with
 * `POST /admin/analytics-configs/update` (or created when the user has no config yet). Renders
 * nothing while the `analytics` flag is off or the config read has not finished.
 */
export function UsageDataForm() {
  return (
    <Suspense fallback={null}>
      <UsageDataSection />
    </Suspense>
  );
}

function UsageDataSection() {
  const { t } = useTranslation('analytics');
  const { flagEnabled, config, isLoaded } = useAnalyticsConfigState();
  if (!flagEnabled || !isLoaded) return null;
  const stored: UsagePreferences = config
    ? { anonymize: config.anonymize, opt_out: config.opt_out }
    : DEFAULT_PREFERENCES;
  return (
    <section aria-labelledby="usage-data-heading" className="flex flex-col gap-4">
      <h2 id="usage-data-heading" className="font-semibold text-slate-900">
        {t('preferences.usageDataHeading')}
      </h2>
      <UsageDataEditor
        key={`${stored.anonymize}-${stored.opt_out}`}
        stored={stored}
        exists={config !== undefined}
      />
    </section>
  );
}

function UsageDataEditor({ stored, exists }: { stored: UsagePreferences; exists: boolean }) {
  const { t } = useTranslation('analytics');
  const [value, setValue] = useState(stored);
  const update = useAdminUpdateAnalyticsConfig();
  const create = useAdminCreateAnalyticsConfig();
  const saving = update.isPending || create.isPending;
  const changed = value.anonymize !== stored.anonymize || value.opt_out !== stored.opt_out;

  const save = async () => {
    try {
      if (exists) await update.mutateAsync(value);
      else await create.mutateAsync(value);
      toast.success(t('toast.successTitle'), t('toast.successText'));
    } catch (error) {
      toast.error(t('toast.errorTitle'), getErrorMessage(error));
    }
  };

  return (
    <>
      <UsageDataSwitches value={value} onChange={setValue} disabled={saving} />
      <div className="flex justify-end">
        <Button isLoading={saving} disabled={!changed} onClick={() => void save()}>
          {t('preferences.save')}
        </Button>
      </div>
    </>
  );
}
