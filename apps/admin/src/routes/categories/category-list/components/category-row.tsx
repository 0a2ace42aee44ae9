import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Popover } from '@/components/ui/popover';
import { UiButton } from '@/components/ui/ui-button';
import type { CategoryNode, DropPosition, StepMove } from '../../common/tree';

const DROP_LOOK: Record<DropPosition, string> = {
  before: 'shadow-[inset_0_3px_0_0_var(--color-sky-600)]',
  after: 'shadow-[inset_0_-3px_0_0_var(--color-sky-600)]',
  inside: 'bg-sky-50 ring-2 ring-sky-600 ring-inset',
};

const MENU_ITEM =
  'flex w-full rounded-md px-2 py-1.5 text-start text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-900 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent';

interface CategoryRowProps {
  node: CategoryNode;
  depth: number;
  /** The sibling above (indent target) and the parent (outdent), by name. */
  above: CategoryNode | undefined;
  parent: CategoryNode | undefined;
  isFirst: boolean;
  isLast: boolean;
  expanded: boolean;
  onToggle: () => void;
  /** Where the dragged category would land on this row, while one is over it. */
  dropPosition: DropPosition | null;
  /** The row is the one dragged, or under it: not a drop target. */
  dimmed: boolean;
  onStep: (step: StepMove) => void;
  onMoveTo: () => void;
}

/** One category: drag handle, expand toggle, name, state badges and the Move menu. */
export function CategoryRow({
  node,
  depth,
  above,
  parent,
  isFirst,
  isLast,
  expanded,
  onToggle,
  dropPosition,
  dimmed,
  onStep,
  onMoveTo,
}: CategoryRowProps) {
  const { t } = useTranslation('categories');
  const [menuOpen, setMenuOpen] = useState(false);
  const drag = useDraggable({ id: node.id });
  const drop = useDroppable({ id: node.id, disabled: dimmed });
  const hasChildren = node.category_children.length > 0;

  const step = (kind: StepMove) => {
    setMenuOpen(false);
    onStep(kind);
  };

  return (
    <div
      ref={(element) => {
        drag.setNodeRef(element);
        drop.setNodeRef(element);
      }}
      data-category-row={node.id}
      data-drop-position={dropPosition ?? undefined}
      style={{ paddingInlineStart: `${depth * 1.5 + 0.25}rem` }}
      className={`flex items-center gap-2 rounded-md py-1.5 pe-2 ${dropPosition ? DROP_LOOK[dropPosition] : 'hover:bg-slate-50'} ${dimmed ? 'opacity-50' : ''}`}
    >
      {/* Pointer dragging only; keyboard users have the Move menu, which says the same moves. */}
      <span
        ref={drag.setActivatorNodeRef}
        {...drag.listeners}
        data-drag-handle={node.id}
        aria-hidden="true"
        title={t('tree.dragHandle')}
        className="flex cursor-grab touch-none items-center rounded px-1 py-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 active:cursor-grabbing"
      >
        <svg width="14" height="14" viewBox="0 0 14 14" fill="currentColor" aria-hidden="true">
          <circle cx="4" cy="3" r="1.3" />
          <circle cx="10" cy="3" r="1.3" />
          <circle cx="4" cy="7" r="1.3" />
          <circle cx="10" cy="7" r="1.3" />
          <circle cx="4" cy="11" r="1.3" />
          <circle cx="10" cy="11" r="1.3" />
        </svg>
      </span>
      {hasChildren ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-label={
            expanded
              ? t('tree.collapse', { name: node.name })
              : t('tree.expand', { name: node.name })
          }
          onClick={onToggle}
          className="rounded p-0.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-slate-900"
        >
          <ChevronDownIcon
            size={16}
            className={`transition-transform ${expanded ? '' : '-rotate-90 rtl:rotate-90'}`}
          />
        </button>
      ) : (
        <span className="w-5" aria-hidden="true" />
      )}
      <Link
        to={`/a/product-categories/${node.id}`}
        className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
      >
        {node.name}
      </Link>
      {!node.is_active && (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
          {t('status.inactive')}
        </span>
      )}
      {node.is_internal && (
        <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200 ring-inset">
          {t('status.internal')}
        </span>
      )}
      <Popover
        open={menuOpen}
        onOpenChange={setMenuOpen}
        align="end"
        title={t('tree.moveMenu', { name: node.name })}
        className="w-60 p-1.5"
        trigger={
          <UiButton
            variant="ghost"
            className="px-2 py-1"
            data-move-trigger={node.id}
            aria-label={t('tree.moveMenu', { name: node.name })}
          >
            {t('tree.move')}
          </UiButton>
        }
      >
        <div className="flex flex-col">
          <button type="button" className={MENU_ITEM} disabled={isFirst} onClick={() => step('up')}>
            {t('tree.moveUp')}
          </button>
          <button
            type="button"
            className={MENU_ITEM}
            disabled={isLast}
            onClick={() => step('down')}
          >
            {t('tree.moveDown')}
          </button>
          <button
            type="button"
            className={MENU_ITEM}
            disabled={!above}
            onClick={() => step('indent')}
          >
            {above ? t('tree.indent', { name: above.name }) : t('tree.indentNone')}
          </button>
          <button
            type="button"
            className={MENU_ITEM}
            disabled={!parent}
            onClick={() => step('outdent')}
          >
            {parent ? t('tree.outdent', { name: parent.name }) : t('tree.outdentNone')}
          </button>
          <button
            type="button"
            className={MENU_ITEM}
            onClick={() => {
              setMenuOpen(false);
              onMoveTo();
            }}
          >
            {t('tree.moveTo')}
          </button>
          <Link
            to={`/a/product-categories/new?parent=${encodeURIComponent(node.id)}`}
            className={`${MENU_ITEM} border-t border-slate-100`}
          >
            {t('tree.addChild')}
          </Link>
        </div>
      </Popover>
    </div>
  );
}
