import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormLabel } from '@/components/ui/form-label';
import { Modal } from '@/components/ui/modal';
import { UiButton } from '@/components/ui/ui-button';
import { moveTargets, type CategoryNode } from '../../common/tree';

interface MoveDialogProps {
  tree: readonly CategoryNode[];
  category: CategoryNode;
  onClose: () => void;
  /** `null`: the top level. */
  onMove: (parentId: string | null) => void;
}

/** 'Move to…': pick the new parent (anything but the category and what is under it). */
export function MoveDialog({ tree, category, onClose, onMove }: MoveDialogProps) {
  const { t } = useTranslation(['categories', 'common']);
  const selectId = useId();
  const [parent, setParent] = useState(category.parent_category_id ?? '');

  return (
    <Modal open size="small" onClose={onClose}>
      <Modal.Body>
        <Modal.Header title={t('move.heading', { name: category.name })} />
        <Modal.Content className="flex flex-col gap-2">
          <FormLabel htmlFor={selectId}>{t('move.parent')}</FormLabel>
          <select
            id={selectId}
            value={parent}
            onChange={(event) => setParent(event.target.value)}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus:border-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-slate-900"
          >
            <option value="">{t('move.topLevel')}</option>
            {moveTargets(tree, category.id).map((row) => (
              <option key={row.node.id} value={row.node.id}>
                {`${'— '.repeat(row.depth)}${row.node.name}`}
              </option>
            ))}
          </select>
          <p className="text-sm text-slate-500">{t('move.hint')}</p>
        </Modal.Content>
      </Modal.Body>
      <Modal.Footer>
        <UiButton variant="secondary" onClick={onClose}>
          {t('common:actions.cancel')}
        </UiButton>
        <UiButton onClick={() => onMove(parent === '' ? null : parent)}>
          {t('move.submit')}
        </UiButton>
      </Modal.Footer>
    </Modal>
  );
}
