import { getErrorMessage } from '@storedesk/client';
import { useAdminGetSession } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Card } from '@/components/card';
import { Spinner } from '@/components/spinner';
import { Page } from '@/shell/page';
import { useShellExtensions } from '@/shell/shell-extensions';

/** `/a/settings/personal-information`: who is signed in, and their usage-data preferences. */
export function PersonalInformationPage() {
  const { t } = useTranslation('shell');
  const session = useAdminGetSession();
  // MOUNT: the usage-data form arrives through `usageDataForm` (src/app/layouts/admin.tsx).
  const { usageDataForm } = useShellExtensions();
  const user = session.data?.user;
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');

  return (
    <Page
      title={t('settings.personal.title')}
      subtitle={t('settings.personal.subtitle')}
      back={{ to: '/a/settings', label: t('settings.back') }}
      width="narrow"
    >
      <Card>
        {session.isPending ? (
          <p className="flex items-center gap-2 text-slate-600" aria-live="polite">
            <Spinner />
            {t('settings.personal.loading')}
          </p>
        ) : session.isError ? (
          <Alert>{getErrorMessage(session.error)}</Alert>
        ) : (
          <dl className="grid gap-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-500">{t('settings.personal.name')}</dt>
              <dd className="mt-1 font-medium break-words text-slate-900">
                {name || t('settings.personal.noName')}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('settings.personal.email')}</dt>
              <dd className="mt-1 font-medium break-all text-slate-900">{user?.email}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('settings.personal.role')}</dt>
              <dd className="mt-1 font-medium text-slate-900">
                {user && t(`settings.users.roles.${user.role}`)}
              </dd>
            </div>
          </dl>
        )}
      </Card>
      {/* Hidden while the form renders nothing (flag off, config loading). */}
      {usageDataForm && <Card className="empty:hidden">{usageDataForm}</Card>}
    </Page>
  );
}
