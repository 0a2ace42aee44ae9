import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { getErrorMessage } from '@storedesk/client';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import {
  dropPosition,
  locate,
  planDrop,
  planMoveInto,
  planStep,
  subtreeIds,
  type CategoryMove,
  type CategoryNode,
  type DropPosition,
} from '../../common/tree';
import { useMoveCategory } from '../../common/use-move-category';
import { CategoryRow } from './category-row';
import { MoveDialog } from './move-dialog';

interface Target {
  id: string;
  position: DropPosition;
}

/** The drop a pointer at `pointerY` over row `overId` means, or null where none is allowed. */
function targetAt(overId: string | null, pointerY: number, excluded: ReadonlySet<string>) {
  if (overId === null || excluded.has(overId)) return null;
  const row = document.querySelector(`[data-category-row="${CSS.escape(overId)}"]`);
  if (!row) return null;
  return { id: overId, position: dropPosition(pointerY, row.getBoundingClientRect()) };
}

/**
 * The category tree. Drag a row by its handle: onto the top or bottom edge of another row to put
 * it before or after that row, onto its middle to nest it inside. Each row's Move menu does the
 * same from the keyboard. A move shows at once and is undone if the server refuses it.
 */
export function CategoryTree({ tree }: { tree: CategoryNode[] }) {
  const { t } = useTranslation(['categories', 'common']);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [activeId, setActiveId] = useState<string | null>(null);
  const [target, setTarget] = useState<Target | null>(null);
  const [movingTo, setMovingTo] = useState<CategoryNode | null>(null);
  const [status, setStatus] = useState('');
  const pointerY = useRef(0);
  const focusAfterMove = useRef<string | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const nameOf = (id: string) => locate(tree, id)?.node.name ?? '';

  const move = useMoveCategory({
    onError: (error, failed) => {
      setStatus(t('tree.moveFailed', { name: nameOf(failed.id) }));
      toast.error(t('tree.moveFailed', { name: nameOf(failed.id) }), getErrorMessage(error));
    },
  });

  // The pointer's height, read before dnd-kit's own listeners: which part of a row it is over.
  useEffect(() => {
    const track = (event: PointerEvent) => {
      pointerY.current = event.clientY;
    };
    window.addEventListener('pointermove', track, { capture: true, passive: true });
    window.addEventListener('pointerdown', track, { capture: true, passive: true });
    return () => {
      window.removeEventListener('pointermove', track, { capture: true });
      window.removeEventListener('pointerdown', track, { capture: true });
    };
  }, []);

  // After a keyboard move the row may sit in another list: give its Move button focus again.
  useEffect(() => {
    const id = focusAfterMove.current;
    if (id === null) return;
    focusAfterMove.current = null;
    document.querySelector<HTMLElement>(`[data-move-trigger="${CSS.escape(id)}"]`)?.focus();
  }, [tree]);

  const excluded = useMemo(
    () => (activeId ? subtreeIds(tree, activeId) : new Set<string>()),
    [tree, activeId],
  );

  const run = (planned: CategoryMove | null, refocus: boolean) => {
    if (!planned) return;
    // A category moved inside a collapsed one should be seen: open its new parent.
    const parentId = planned.parent_category_id;
    if (parentId !== null && collapsed.has(parentId)) {
      setCollapsed((current) => new Set([...current].filter((id) => id !== parentId)));
    }
    if (refocus) focusAfterMove.current = planned.id;
    setStatus(t('tree.moved', { name: nameOf(planned.id) }));
    move.mutate(planned);
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveId(String(active.id));
    setTarget(null);
  };
  const onDragMove = ({ over }: DragMoveEvent) => {
    const next = targetAt(over ? String(over.id) : null, pointerY.current, excluded);
    setTarget((current) =>
      current?.id === next?.id && current?.position === next?.position ? current : next,
    );
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const drop = targetAt(over ? String(over.id) : null, pointerY.current, excluded);
    setActiveId(null);
    setTarget(null);
    if (drop) run(planDrop(tree, String(active.id), drop.id, drop.position), false);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('tree.announce.start', { name: nameOf(String(active.id)) }),
    onDragOver: ({ over }) =>
      over ? t('tree.announce.over', { name: nameOf(String(over.id)) }) : undefined,
    onDragEnd: ({ active }) => t('tree.announce.end', { name: nameOf(String(active.id)) }),
    onDragCancel: ({ active }) => t('tree.announce.cancel', { name: nameOf(String(active.id)) }),
  };

  const renderLevel = (nodes: CategoryNode[], depth: number, parent?: CategoryNode) => (
    <ul
      className="flex flex-col"
      aria-label={parent ? t('tree.children', { name: parent.name }) : t('tree.heading')}
    >
      {nodes.map((node, index) => {
        const expanded = !collapsed.has(node.id);
        return (
          <li key={node.id}>
            <CategoryRow
              node={node}
              depth={depth}
              above={nodes[index - 1]}
              parent={parent}
              isFirst={index === 0}
              isLast={index === nodes.length - 1}
              expanded={expanded}
              onToggle={() =>
                setCollapsed((current) => {
                  const next = new Set(current);
                  if (next.has(node.id)) next.delete(node.id);
                  else next.add(node.id);
                  return next;
                })
              }
              dropPosition={target?.id === node.id ? target.position : null}
              dimmed={excluded.has(node.id)}
              onStep={(step) => run(planStep(tree, node.id, step), true)}
              onMoveTo={() => setMovingTo(node)}
            />
            {expanded &&
              node.category_children.length > 0 &&
              renderLevel(node.category_children, depth + 1, node)}
          </li>
        );
      })}
    </ul>
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('tree.announce.instructions') },
      }}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setActiveId(null);
        setTarget(null);
      }}
    >
      {renderLevel(tree, 0)}
      <DragOverlay dropAnimation={null}>
        {activeId ? (
          <div className="inline-flex rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 shadow-lg">
            {nameOf(activeId)}
          </div>
        ) : null}
      </DragOverlay>
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
      {movingTo && (
        <MoveDialog
          tree={tree}
          category={movingTo}
          onClose={() => setMovingTo(null)}
          onMove={(parentId) => {
            const id = movingTo.id;
            setMovingTo(null);
            run(planMoveInto(tree, id, parentId), true);
          }}
        />
      )}
    </DndContext>
  );
}
