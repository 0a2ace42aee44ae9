import { getErrorMessage } from '@storedesk/client';
import type { Currency } from '@storedesk/contract';
import {
  useAdminDeleteStoreCurrency,
  useAdminUpdateCurrency,
  useAdminUpdateStore,
} from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';

interface CurrencyRowProps {
  currency: Currency;
  isDefault: boolean;
  /** `undefined` while the flags load. */
  includesTax: boolean | undefined;
}

/** One store currency: its name, the tax switch, 'Make default' and 'Remove'. */
export function CurrencyRow({ currency, isDefault, includesTax }: CurrencyRowProps) {
  const { t } = useTranslation('currencies');
  const code = currency.code.toUpperCase();
  const [confirming, setConfirming] = useState(false);
  const tax = useAdminUpdateCurrency(currency.code, {
    onSuccess: (data) =>
      toast.success(
        data.currency.includes_tax ? t('tax.onToast', { code }) : t('tax.offToast', { code }),
      ),
  });
  const makeDefault = useAdminUpdateStore({
    onSuccess: () => toast.success(t('default.saved', { code })),
  });
  const remove = useAdminDeleteStoreCurrency({
    onSuccess: () => {
      setConfirming(false);
      toast.success(t('remove.removed', { code }));
    },
  });
  const error = tax.error ?? makeDefault.error;

  return (
    <li className="flex flex-col gap-3 py-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-semibold text-slate-900">{code}</span>
          <span className="text-slate-700">{currency.name}</span>
          <span className="text-slate-400" aria-hidden="true">
            {currency.symbol_native}
          </span>
          {isDefault && (
            <span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-800 ring-1 ring-sky-200 ring-inset">
              {t('default.badge')}
            </span>
          )}
        </p>
        <div className="flex gap-2">
          {!isDefault && (
            <Button
              variant="secondary"
              isLoading={makeDefault.isPending}
              onClick={() => makeDefault.mutate({ default_currency_code: currency.code })}
              aria-label={t('default.makeLabel', { code })}
            >
              {t('default.make')}
            </Button>
          )}
          <Button
            variant="secondary"
            aria-label={t('remove.label', { code })}
            onClick={() => {
              remove.reset();
              setConfirming(true);
            }}
          >
            {t('remove.action')}
          </Button>
        </div>
      </div>
      <Switch
        label={t('tax.label')}
        description={t('tax.hint', { code })}
        checked={includesTax ?? false}
        disabled={includesTax === undefined || tax.isPending}
        onCheckedChange={(checked) => tax.mutate({ includes_tax: checked })}
        aria-label={t('tax.switchLabel', { code })}
      />
      {error && <Alert>{getErrorMessage(error)}</Alert>}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('remove.title', { code })}
        description={t('remove.text')}
        confirmLabel={t('remove.confirm')}
        variant="danger"
        isLoading={remove.isPending}
        error={remove.error ? getErrorMessage(remove.error) : undefined}
        onConfirm={() => remove.mutate(currency.code)}
      />
    </li>
  );
}
