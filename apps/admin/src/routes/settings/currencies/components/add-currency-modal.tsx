import { getErrorMessage } from '@storedesk/client';
import type { Currency } from '@storedesk/contract';
import { useAdminAddStoreCurrency, useAdminCurrencies } from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { fromQuery } from '@/components/list/list-data';
import { listParams } from '@/components/list/list-state';
import { ListView } from '@/components/list/list-view';
import { useLocalListState } from '@/components/list/use-list-state';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { PICKER_PAGE_SIZE } from '../query';

interface AddCurrencyModalProps {
  open: boolean;
  onClose: () => void;
  /** The store's currency codes: shown as added. */
  storeCodes: readonly string[];
}

const column = createColumnHelper<Currency>();

/** Searches every currency (`GET /admin/currencies?q=`) and adds one to the store. */
export function AddCurrencyModal({ open, onClose, storeCodes }: AddCurrencyModalProps) {
  const add = useAdminAddStoreCurrency();
  const close = () => {
    add.reset();
    onClose();
  };
  return (
    <Modal open={open} onClose={close} size="small">
      <CurrencySearch add={add} storeCodes={storeCodes} onDone={close} />
    </Modal>
  );
}

interface CurrencySearchProps {
  add: ReturnType<typeof useAdminAddStoreCurrency>;
  storeCodes: readonly string[];
  onDone: () => void;
}

/** The modal's content: mounted only while it is open, so each opening starts a new search. */
function CurrencySearch({ add, storeCodes, onDone }: CurrencySearchProps) {
  const { t } = useTranslation('currencies');
  const list = useLocalListState(PICKER_PAGE_SIZE);
  const currencies = useAdminCurrencies(
    { ...listParams(list.state), order: 'code' },
    { placeholderData: keepPreviousData },
  );
  const columns = useMemo(
    () => [
      column.accessor('code', {
        header: t('add.title'),
        cell: ({ row: { original } }) => (
          <>
            <span className="me-2 font-mono font-semibold text-slate-900">
              {original.code.toUpperCase()}
            </span>
            <span className="text-slate-700">{original.name}</span>
          </>
        ),
        meta: { card: 'title' },
      }),
      column.display({
        id: 'add',
        cell: ({ row: { original } }) => {
          const code = original.code.toUpperCase();
          return storeCodes.includes(original.code) ? (
            <span className="text-slate-500">{t('add.already')}</span>
          ) : (
            <Button
              variant="secondary"
              className="px-3 py-1"
              aria-label={t('add.addLabel', { code })}
              isLoading={add.isPending && add.variables === original.code}
              disabled={add.isPending}
              onClick={() =>
                add.mutate(original.code, {
                  onSuccess: () => toast.success(t('add.added', { code })),
                })
              }
            >
              {t('add.add')}
            </Button>
          );
        },
        meta: { card: 'actions' },
      }),
    ],
    [t, storeCodes, add],
  );

  return (
    <>
      <Modal.Body>
        <Modal.Header title={t('add.title')} />
        <Modal.Content className="flex flex-col gap-4">
          {add.isError && <Alert>{getErrorMessage(add.error)}</Alert>}
          <ListView
            list={list}
            data={fromQuery(currencies, (data) => data.currencies)}
            label={t('add.title')}
            columns={columns}
            getRowId={(currency) => currency.code}
            layout="list"
            search={{ label: t('add.search') }}
            loading={t('loading')}
            empty={t('add.empty')}
          />
        </Modal.Content>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onDone}>
          {t('add.done')}
        </Button>
      </Modal.Footer>
    </>
  );
}
