import { getErrorMessage } from '@storedesk/client';
import type { ReturnReason } from '@storedesk/contract';
import { useAdminReturnReasons } from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Alert } from '@/components/alert';
import { buttonClassName } from '@/components/button';
import { Card } from '@/components/card';
import { Spinner } from '@/components/spinner';
import { Page } from '@/shell/page';
import { REASONS_PATH } from '../common/paths';
import { rowAction } from '../common/row-action';
import { DeleteReason } from './components/delete-reason';
import { ReasonRow } from './components/reason-row';

/**
 * `/a/settings/return-reasons`: the store's return reasons, each group with its reasons under
 * it; add one (on its own, or to a group from the form or the group's own link), edit or delete
 * one. The forms are child routes.
 */
export function ReturnReasonsPage() {
  const { t } = useTranslation('returns');
  const reasons = useAdminReturnReasons();
  const [removing, setRemoving] = useState<ReturnReason | null>(null);

  return (
    <Page
      title={t('reasons.title')}
      subtitle={t('reasons.subtitle')}
      back={{ to: '/a/settings', label: t('reasons.back') }}
      actions={
        <Link to={`${REASONS_PATH}/new`} className={buttonClassName()}>
          {t('reasons.add')}
        </Link>
      }
    >
      <Card className="flex flex-col gap-4">
        {reasons.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
            <Spinner />
            {t('reasons.loading')}
          </p>
        ) : reasons.isError ? (
          <Alert>{getErrorMessage(reasons.error)}</Alert>
        ) : reasons.data.return_reasons.length === 0 ? (
          <p className="text-sm text-slate-600">{t('reasons.empty')}</p>
        ) : (
          <ul aria-label={t('reasons.listLabel')} className="divide-y divide-slate-100">
            {reasons.data.return_reasons.map((reason) => (
              <li key={reason.id} className="py-3 first:pt-0 last:pb-0">
                <ReasonRow reason={reason} onDelete={setRemoving} />
                {reason.return_reason_children.length > 0 && (
                  <div className="ms-3 mt-2 flex flex-col gap-1 border-s-2 border-slate-200 ps-4">
                    <ul aria-label={reason.label} className="flex flex-col gap-2">
                      {reason.return_reason_children.map((child) => (
                        <li key={child.id}>
                          <ReasonRow reason={child} onDelete={setRemoving} />
                        </li>
                      ))}
                    </ul>
                    <Link
                      to={`${REASONS_PATH}/new?parent=${encodeURIComponent(reason.id)}`}
                      aria-label={t('reasons.addTo', { label: reason.label })}
                      className={`-ms-2.5 self-start ${rowAction()}`}
                    >
                      {t('reasons.addToShort')}
                    </Link>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
      {removing && <DeleteReason reason={removing} onClose={() => setRemoving(null)} />}
      <Outlet />
    </Page>
  );
}
