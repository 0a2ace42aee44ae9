import { getErrorMessage } from '@storedesk/client';
import type { Product } from '@storedesk/contract';
import { useAdminUpdateProduct } from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';
import { Section } from '@/components/detail/section';

/** Metadata text as an object, or the key of the problem (`detail.jsonInvalid`, `…NotObject`). */
export function parseMetadata(
  text: string,
):
  | { ok: true; value: Record<string, unknown> | null }
  | { ok: false; error: 'invalid' | 'notObject' } {
  if (text.trim() === '') return { ok: true, value: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'invalid' };
  }
  if (value === null) return { ok: true, value: null };
  if (typeof value !== 'object' || Array.isArray(value)) return { ok: false, error: 'notObject' };
  return { ok: true, value: value as Record<string, unknown> };
}

/** The metadata as pretty JSON, and an editor that checks the JSON before saving it. */
export function MetadataSection({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const pretty = JSON.stringify(product.metadata ?? {}, null, 2);
  const [draft, setDraft] = useState<string | null>(null);
  const update = useAdminUpdateProduct(product.id, {
    onSuccess: () => {
      setDraft(null);
      toast.success(t('detail.saved'));
    },
  });
  const parsed = draft === null ? null : parseMetadata(draft);
  return (
    <Section
      title={t('detail.metadata')}
      actions={
        draft === null ? (
          <UiButton variant="secondary" onClick={() => setDraft(pretty)}>
            {t('detail.editJson')}
          </UiButton>
        ) : (
          <>
            <UiButton variant="secondary" onClick={() => setDraft(null)}>
              {t('detail.cancel')}
            </UiButton>
            <UiButton
              disabled={!parsed?.ok}
              isLoading={update.isPending}
              onClick={() => parsed?.ok && update.mutate({ metadata: parsed.value })}
            >
              {t('detail.save')}
            </UiButton>
          </>
        )
      }
    >
      {draft === null ? (
        <pre className="max-h-80 overflow-auto rounded-md bg-slate-50 p-3 font-mono text-xs text-slate-800">
          {pretty}
        </pre>
      ) : (
        <>
          <textarea
            aria-label={t('detail.metadataJson')}
            aria-invalid={parsed?.ok === false || undefined}
            spellCheck={false}
            rows={10}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="w-full rounded-md border border-slate-300 p-3 font-mono text-xs aria-invalid:border-red-500"
          />
          {parsed && !parsed.ok && (
            <p className="text-sm text-red-700">
              {parsed.error === 'invalid' ? t('detail.jsonInvalid') : t('detail.jsonNotObject')}
            </p>
          )}
        </>
      )}
      {update.isError && <Alert>{getErrorMessage(update.error)}</Alert>}
    </Section>
  );
}
