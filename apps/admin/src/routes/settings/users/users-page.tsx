import { getErrorMessage } from '@storedesk/client';
import { useAdminGetSession, useAdminInvites, useAdminUsers } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Card } from '@/components/card';
import { Spinner } from '@/components/spinner';
import { Page } from '@/shell/page';
import { InviteForm } from './components/invite-form';
import { InviteRow } from './components/invite-row';

/** `/a/settings/users`: the store's users, an invite form and the pending invitations. */
export function UsersPage() {
  const { t } = useTranslation('shell');
  const session = useAdminGetSession();
  const users = useAdminUsers();
  const invites = useAdminInvites();
  const pending = invites.data?.invites.filter((invite) => !invite.accepted) ?? [];

  return (
    <Page
      title={t('settings.users.title')}
      subtitle={t('settings.users.subtitle')}
      back={{ to: '/a/settings', label: t('settings.back') }}
    >
      <Card aria-labelledby="users-heading">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="users-heading" className="text-lg font-semibold">
            {t('settings.users.usersHeading')}
          </h2>
          {users.data && (
            <span className="text-sm text-slate-500">
              {t('settings.users.userCount', { count: users.data.count })}
            </span>
          )}
        </div>
        {users.isPending ? (
          <p className="mt-4 flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
            <Spinner />
            {t('settings.users.loading')}
          </p>
        ) : users.isError ? (
          <div className="mt-4">
            <Alert>{getErrorMessage(users.error)}</Alert>
          </div>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100">
            {users.data.users.map((user) => {
              const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
              return (
                <li
                  key={user.id}
                  className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">
                      {name || t('settings.users.noName')}
                      {user.id === session.data?.user.id && (
                        <span className="ms-2 text-xs font-normal text-slate-500">
                          ({t('settings.users.you')})
                        </span>
                      )}
                    </p>
                    <p className="text-sm break-all text-slate-600">{user.email}</p>
                  </div>
                  <span className="w-fit rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                    {t(`settings.users.roles.${user.role}`)}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </Card>

      <InviteForm />

      <Card aria-labelledby="invites-heading">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="invites-heading" className="text-lg font-semibold">
            {t('settings.users.invitesHeading')}
          </h2>
          {invites.data && (
            <span className="text-sm text-slate-500">
              {t('settings.users.inviteCount', { count: pending.length })}
            </span>
          )}
        </div>
        {invites.isPending ? (
          <p className="mt-4 flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
            <Spinner />
            {t('settings.users.loading')}
          </p>
        ) : invites.isError ? (
          <div className="mt-4">
            <Alert>{getErrorMessage(invites.error)}</Alert>
          </div>
        ) : pending.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600">{t('settings.users.noInvites')}</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100">
            {pending.map((invite) => (
              <InviteRow key={invite.id} invite={invite} />
            ))}
          </ul>
        )}
      </Card>
    </Page>
  );
}
