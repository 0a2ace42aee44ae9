import { getErrorMessage } from '@storedesk/client';
import { useAdminAddStoreCurrency, useAdminCurrencies } from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ListPagination } from '@/components/list-pagination';
import { Spinner } from '@/components/spinner';
import { Modal } from '@/components/ui/modal';
import { TextInput } from '@/components/ui/text-input';
import { toast } from '@/components/ui/toast';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { PICKER_PAGE_SIZE } from '../query';

interface AddCurrencyModalProps {
  open: boolean;
  onClose: () => void;
  /** The store's currency codes: shown as added. */
  storeCodes: readonly string[];
}

/** Searches every currency (`GET /admin/currencies?q=`) and adds one to the store. */
export function AddCurrencyModal({ open, onClose, storeCodes }: AddCurrencyModalProps) {
  const { t } = useTranslation('currencies');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const q = useDebouncedValue(search.trim());
  const currencies = useAdminCurrencies(
    { q: q || undefined, limit: PICKER_PAGE_SIZE, offset, order: 'code' },
    { enabled: open, placeholderData: keepPreviousData },
  );
  const add = useAdminAddStoreCurrency({
    onSuccess: (_data, code) => toast.success(t('add.added', { code: code.toUpperCase() })),
  });

  useEffect(() => {
    if (!open) {
      setSearch('');
      setOffset(0);
    }
  }, [open]);

  const close = () => {
    add.reset();
    onClose();
  };

  return (
    <Modal open={open} onClose={close} size="small">
      <Modal.Body>
        <Modal.Header title={t('add.title')} />
        <Modal.Content className="flex flex-col gap-4">
          <TextInput
            type="search"
            label={t('add.search')}
            value={search}
            autoComplete="off"
            onChange={(event) => {
              setSearch(event.target.value);
              setOffset(0);
            }}
          />
          {add.isError && <Alert>{getErrorMessage(add.error)}</Alert>}
          {currencies.isPending ? (
            <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
              <Spinner />
              {t('loading')}
            </p>
          ) : currencies.isError ? (
            <Alert>{getErrorMessage(currencies.error)}</Alert>
          ) : currencies.data.currencies.length === 0 ? (
            <p className="text-sm text-slate-600">{t('add.empty')}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {currencies.data.currencies.map((currency) => {
                const code = currency.code.toUpperCase();
                const added = storeCodes.includes(currency.code);
                return (
                  <li key={currency.code} className="flex items-center justify-between gap-3 py-2">
                    <span className="min-w-0 text-sm">
                      <span className="me-2 font-mono font-semibold text-slate-900">{code}</span>
                      <span className="text-slate-700">{currency.name}</span>
                    </span>
                    {added ? (
                      <span className="text-sm text-slate-500">{t('add.already')}</span>
                    ) : (
                      <Button
                        variant="secondary"
                        className="shrink-0 px-3 py-1"
                        aria-label={t('add.addLabel', { code })}
                        isLoading={add.isPending && add.variables === currency.code}
                        disabled={add.isPending}
                        onClick={() => add.mutate(currency.code)}
                      >
                        {t('add.add')}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {currencies.data && (
            <ListPagination
              count={currencies.data.count}
              offset={offset}
              limit={PICKER_PAGE_SIZE}
              onOffsetChange={setOffset}
              labels={{
                range: t('add.range', {
                  from: Math.min(offset + 1, currencies.data.count),
                  to: Math.min(offset + PICKER_PAGE_SIZE, currencies.data.count),
                  count: currencies.data.count,
                }),
                previous: t('add.previous'),
                next: t('add.next'),
              }}
            />
          )}
        </Modal.Content>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={close}>
          {t('add.done')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
