import { getErrorMessage } from '@storedesk/client';
import { EMAIL_PATTERN, USER_ROLES, type UserRole } from '@storedesk/contract';
import { useAdminCreateInvite } from '@storedesk/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { TextField } from '@/components/text-field';
import { toast } from '@/components/ui/toast';

const SELECT =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus:border-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-slate-900';

/** Invites someone by email with a role; the server emails them the link. */
export function InviteForm() {
  const { t } = useTranslation(['shell', 'validation']);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<UserRole>('member');
  const [invalid, setInvalid] = useState(false);
  const create = useAdminCreateInvite({
    onSuccess: (data) => {
      toast.success(t('settings.users.invited', { email: data.invite.user_email }));
      setEmail('');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim().toLowerCase();
    if (!EMAIL_PATTERN.test(value)) return setInvalid(true);
    setInvalid(false);
    create.mutate({ user: value, role });
  };

  return (
    <Card aria-labelledby="invite-heading">
      <h2 id="invite-heading" className="text-lg font-semibold">
        {t('settings.users.inviteHeading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('settings.users.inviteHint')}</p>
      <form
        onSubmit={submit}
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
      >
        {create.isError && (
          <div className="sm:col-span-3">
            <Alert>{getErrorMessage(create.error)}</Alert>
          </div>
        )}
        <TextField
          id="invite-email"
          type="email"
          autoComplete="off"
          label={t('settings.users.inviteEmail')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={invalid ? t('validation:email') : undefined}
        />
        <div>
          <label htmlFor="invite-role" className="block text-sm font-medium text-slate-800">
            {t('settings.users.inviteRole')}
          </label>
          <select
            id="invite-role"
            className={SELECT}
            value={role}
            onChange={(event) => setRole(event.target.value as UserRole)}
          >
            {USER_ROLES.map((option) => (
              <option key={option} value={option}>
                {t(`settings.users.roles.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" isLoading={create.isPending} className="sm:mt-6">
          {t('settings.users.inviteSubmit')}
        </Button>
      </form>
    </Card>
  );
}
