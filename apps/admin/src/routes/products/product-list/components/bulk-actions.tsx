import { getErrorMessage } from '@storedesk/client';
import { useAdminAddProductsToCollection, useAdminCollections } from '@storedesk/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { SelectionBar } from '@/components/list/selection-bar';
import { Dialog } from '@/components/ui/dialog';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';
import {
  useBulkDeleteProducts,
  useBulkSetProductStatus,
  type BulkResult,
} from '../use-bulk-products';

type DoneKey = 'list.bulk.published' | 'list.bulk.unpublished' | 'list.bulk.deleted';

interface BulkActionsProps {
  /** The selected products (on this page). */
  ids: string[];
  /** The new selection after an action: the products it failed for stay selected. */
  onSelectionChange: (ids: string[]) => void;
}

/** The bar over the table while products are selected: publish, unpublish, collection, delete. */
export function BulkActions({ ids, onSelectionChange }: BulkActionsProps) {
  const { t } = useTranslation(['products', 'common']);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [choosingCollection, setChoosingCollection] = useState(false);

  /** One toast for the whole action; what failed stays selected to try again. */
  const report = (result: BulkResult, key: DoneKey) => {
    const total = result.done.length + result.failed.length;
    if (result.failed.length === 0) {
      toast.success(t(key, { count: result.done.length }));
    } else if (result.done.length === 0) {
      toast.error(t('list.bulk.failed'), getErrorMessage(result.error));
    } else {
      toast.warning(
        t(key, { count: result.done.length }),
        `${t('list.bulk.partial', { failed: result.failed.length, total })} ${getErrorMessage(result.error)}`,
      );
    }
    onSelectionChange(result.failed);
  };

  const setStatus = useBulkSetProductStatus({
    onSuccess: (result, { status }) =>
      report(result, status === 'published' ? 'list.bulk.published' : 'list.bulk.unpublished'),
  });
  const remove = useBulkDeleteProducts({
    onSuccess: (result) => {
      // Nothing deleted: the dialog stays open with the reason.
      if (result.done.length === 0) return;
      setConfirmingDelete(false);
      report(result, 'list.bulk.deleted');
    },
  });
  const deleteError =
    remove.data && remove.data.done.length === 0 ? getErrorMessage(remove.data.error) : undefined;
  const busy = setStatus.isPending || remove.isPending;

  return (
    <SelectionBar
      label={t('list.bulk.label')}
      summary={t('list.bulk.selected', { count: ids.length })}
      onClear={() => onSelectionChange([])}
    >
      <UiButton
        variant="secondary"
        className="px-3 py-1"
        disabled={busy}
        isLoading={setStatus.isPending && setStatus.variables?.status === 'published'}
        onClick={() => setStatus.mutate({ ids, status: 'published' })}
      >
        {t('list.bulk.publish')}
      </UiButton>
      <UiButton
        variant="secondary"
        className="px-3 py-1"
        disabled={busy}
        isLoading={setStatus.isPending && setStatus.variables?.status === 'draft'}
        onClick={() => setStatus.mutate({ ids, status: 'draft' })}
      >
        {t('list.bulk.unpublish')}
      </UiButton>
      <UiButton
        variant="secondary"
        className="px-3 py-1"
        disabled={busy}
        onClick={() => setChoosingCollection(true)}
      >
        {t('list.bulk.addToCollection')}
      </UiButton>
      <UiButton
        variant="danger"
        className="px-3 py-1"
        disabled={busy}
        onClick={() => {
          remove.reset();
          setConfirmingDelete(true);
        }}
      >
        {t('list.bulk.delete')}
      </UiButton>
      <Dialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={t('list.bulk.deleteTitle', { count: ids.length })}
        description={t('list.bulk.deleteText')}
        confirmLabel={t('list.bulk.deleteConfirm')}
        variant="danger"
        isLoading={remove.isPending}
        error={deleteError}
        onConfirm={() => remove.mutate(ids)}
      />
      {choosingCollection && (
        <AddToCollectionModal
          ids={ids}
          onClose={() => setChoosingCollection(false)}
          onAdded={(title) => {
            setChoosingCollection(false);
            toast.success(t('list.bulk.added', { count: ids.length, collection: title }));
            onSelectionChange([]);
          }}
        />
      )}
    </SelectionBar>
  );
}

interface AddToCollectionModalProps {
  ids: string[];
  onClose: () => void;
  onAdded: (collectionTitle: string) => void;
}

/** Picks a collection and puts the selected products into it (one batch request). */
function AddToCollectionModal({ ids, onClose, onAdded }: AddToCollectionModalProps) {
  const { t } = useTranslation(['products', 'common']);
  const selectId = useId();
  const [collectionId, setCollectionId] = useState('');
  const collections = useAdminCollections({ limit: 200 });
  const options = collections.data?.collections ?? [];
  const add = useAdminAddProductsToCollection(collectionId, {
    onSuccess: (data) => onAdded(data.collection.title),
  });

  return (
    <Modal open onClose={() => !add.isPending && onClose()} size="small">
      <Modal.Body>
        <Modal.Header title={t('list.bulk.collectionTitle', { count: ids.length })} />
        <Modal.Content>
          <form
            id={`${selectId}-form`}
            onSubmit={(event) => {
              event.preventDefault();
              if (collectionId) add.mutate({ product_ids: ids });
            }}
            className="flex flex-col gap-3"
          >
            {add.isError && <Alert>{getErrorMessage(add.error)}</Alert>}
            {collections.isError && <Alert>{getErrorMessage(collections.error)}</Alert>}
            {collections.isSuccess && options.length === 0 ? (
              <p className="text-sm text-slate-600">{t('list.bulk.noCollections')}</p>
            ) : (
              <div>
                <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-800">
                  {t('list.bulk.collectionLabel')}
                </label>
                <select
                  id={selectId}
                  value={collectionId}
                  disabled={collections.isPending}
                  onChange={(event) => setCollectionId(event.target.value)}
                  className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:border-slate-900 focus:outline-2 focus:outline-slate-900"
                >
                  <option value="">
                    {collections.isPending
                      ? t('common:filters.loadingOptions')
                      : t('list.bulk.collectionChoose')}
                  </option>
                  {options.map((collection) => (
                    <option key={collection.id} value={collection.id}>
                      {collection.title}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </form>
        </Modal.Content>
        <Modal.Footer>
          <UiButton variant="secondary" disabled={add.isPending} onClick={onClose}>
            {t('common:actions.cancel')}
          </UiButton>
          <UiButton
            type="submit"
            form={`${selectId}-form`}
            disabled={!collectionId}
            isLoading={add.isPending}
          >
            {t('list.bulk.collectionAdd')}
          </UiButton>
        </Modal.Footer>
      </Modal.Body>
    </Modal>
  );
}
