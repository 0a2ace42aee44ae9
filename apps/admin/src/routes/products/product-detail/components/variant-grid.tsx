import type { ProductVariant } from '@storedesk/contract';
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UiButton } from '@/components/ui/ui-button';
import {
  cellKey,
  gridColumns,
  isEditableCell,
  isValidCell,
  moveFocus,
  originalValue,
  pasteColumn,
  variantChanges,
  type GridColumn,
  type GridEdits,
  type GridPosition,
  type VariantChange,
  type VariantStock,
} from './variant-grid-model';

/** What a save reports back for the variants that failed: errors by column key, `''` = row. */
export type GridSaveErrors = Record<string, Record<string, string>>;

interface VariantGridProps {
  variants: readonly ProductVariant[];
  currencies: readonly string[];
  /**
   * The store's stock locations: a stock column per location, editing the stocked quantity of
   * each variant's inventory item there. Without them, one column edits `inventory_quantity`.
   */
  locations?: readonly { id: string; name: string }[];
  stock?: VariantStock;
  /** Saves the changes; resolves with errors of the variants that were not saved. */
  onSave: (changes: VariantChange[]) => Promise<GridSaveErrors>;
}

/**
 * A spreadsheet of variants × (a price per store currency, stock per location, SKU). Arrows
 * move, Enter or typing starts an edit, Enter / Tab commit and move, Escape cancels; pasting
 * several lines fills the column downwards from the focused cell. Changed cells are highlighted
 * until saved. A variant that does not track its stock shows no stock to edit.
 */
export function VariantGrid({
  variants,
  currencies,
  locations = [],
  stock = {},
  onSave,
}: VariantGridProps) {
  const { t } = useTranslation(['products', 'inventory']);
  const columns = gridColumns(currencies, locations);
  const rowIds = variants.map((variant) => variant.id);
  const [edits, setEdits] = useState<GridEdits>({});
  const [errors, setErrors] = useState<GridSaveErrors>({});
  const [focus, setFocus] = useState<GridPosition>({ row: 0, col: 0 });
  const [editing, setEditing] = useState<{ draft: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  const wantsFocus = useRef(false);
  /** Whether the open editor may still commit on blur (not after Escape, Enter or Tab). */
  const editorOpen = useRef(false);

  const size = { rows: variants.length, cols: columns.length };

  useEffect(() => {
    if (!wantsFocus.current || editing) return;
    cells.current.get(`${focus.row}:${focus.col}`)?.focus();
  }, [focus, editing]);

  const valueAt = (variant: ProductVariant, column: GridColumn) =>
    edits[cellKey(variant.id, column.key)] ?? originalValue(variant, column, stock);
  const editable = (variant: ProductVariant, column: GridColumn) =>
    isEditableCell(variant, column, stock);

  const go = (next: GridPosition | null) => {
    if (!next) return false;
    wantsFocus.current = true;
    setFocus(next);
    return true;
  };

  const commit = (draft: string) => {
    const variant = variants[focus.row];
    const column = columns[focus.col];
    if (!variant || !column) return;
    editorOpen.current = false;
    setEdits((current) => ({ ...current, [cellKey(variant.id, column.key)]: draft }));
    setEditing(null);
  };

  const startEdit = (draft: string) => {
    wantsFocus.current = true;
    editorOpen.current = true;
    setEditing({ draft });
  };

  const onCellKeyDown = (event: KeyboardEvent<HTMLTableCellElement>) => {
    if (editing) return;
    const variant = variants[focus.row];
    const column = columns[focus.col];
    if (!variant || !column) return;
    if (event.key.startsWith('Arrow') || event.key === 'Tab') {
      if (go(moveFocus(focus, event.key, event.shiftKey, size))) event.preventDefault();
      return;
    }
    if (!editable(variant, column)) return;
    if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      startEdit(valueAt(variant, column));
      return;
    }
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      setEdits((current) => ({ ...current, [cellKey(variant.id, column.key)]: '' }));
      return;
    }
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      startEdit(event.key);
    }
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!editing) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      editorOpen.current = false;
      setEditing(null);
      return;
    }
    if (
      event.key === 'Enter' ||
      event.key === 'Tab' ||
      event.key === 'ArrowUp' ||
      event.key === 'ArrowDown'
    ) {
      event.preventDefault();
      commit(editing.draft);
      go(moveFocus(focus, event.key, event.shiftKey, size));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLTableElement>) => {
    const text = event.clipboardData.getData('text/plain');
    const column = columns[focus.col];
    if (!column || text === '') return;
    // A single value typed into an open editor pastes as usual.
    if (editing && !/[\r\n]/.test(text.trimEnd())) return;
    event.preventDefault();
    editorOpen.current = false;
    setEditing(null);
    setEdits((current) => {
      const next: Record<string, string> = {
        ...pasteColumn(current, rowIds, column, focus.row, text),
      };
      // Rows without stock to edit keep theirs.
      for (const variant of variants) {
        if (!editable(variant, column)) delete next[cellKey(variant.id, column.key)];
      }
      return next;
    });
  };

  const changes = variantChanges(variants, columns, edits, stock);
  const invalid = variants.some((variant) =>
    columns.some((column) => {
      const value = edits[cellKey(variant.id, column.key)];
      return value !== undefined && !isValidCell(column, value);
    }),
  );

  const save = async () => {
    setSaving(true);
    try {
      const failed = await onSave(changes);
      setErrors(failed);
      setEdits((current) => {
        const kept: Record<string, string> = {};
        for (const [key, value] of Object.entries(current)) {
          if (failed[key.slice(0, key.indexOf(':'))]) kept[key] = value;
        }
        return kept;
      });
    } finally {
      setSaving(false);
    }
  };

  const columnLabel = (column: GridColumn) =>
    column.kind === 'price'
      ? t('variants.priceIn', { currency: column.currency.toUpperCase() })
      : column.kind === 'stock'
        ? t('inventory:grid.stockAt', { location: column.locationName })
        : column.kind === 'inventory'
          ? t('variants.inventory')
          : t('variants.sku');

  if (variants.length === 0) {
    return <p className="text-sm text-slate-500">{t('variants.empty')}</p>;
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-xs text-slate-500">{t('variants.gridHint')}</p>
      <div className="overflow-x-auto rounded-md border border-slate-200">
        <table
          role="grid"
          aria-label={t('variants.gridLabel')}
          className="w-full min-w-max border-collapse text-sm"
          onPaste={onPaste}
        >
          <thead>
            <tr className="bg-slate-50 text-left text-xs font-medium text-slate-600">
              <th scope="col" className="border-b border-slate-200 p-2">
                {t('variants.title')}
              </th>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={`border-b border-slate-200 p-2 ${column.kind === 'sku' ? '' : 'text-right'}`}
                >
                  {columnLabel(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {variants.map((variant, row) => (
              <tr key={variant.id} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="p-2 text-left font-medium text-slate-800">
                  {variant.title}
                  {errors[variant.id]?.[''] && (
                    <p role="alert" className="text-xs font-normal text-red-700">
                      {errors[variant.id]!['']}
                    </p>
                  )}
                </th>
                {columns.map((column, col) => {
                  const key = cellKey(variant.id, column.key);
                  const value = valueAt(variant, column);
                  const focused = focus.row === row && focus.col === col;
                  const dirty =
                    edits[key] !== undefined &&
                    edits[key] !== originalValue(variant, column, stock);
                  const readOnly = !editable(variant, column);
                  const bad = edits[key] !== undefined && !isValidCell(column, edits[key]);
                  const serverError = errors[variant.id]?.[column.key];
                  const label = t('variants.cellLabel', {
                    variant: variant.title,
                    column: columnLabel(column),
                  });
                  return (
                    <td
                      key={column.key}
                      ref={(node) => {
                        if (node) cells.current.set(`${row}:${col}`, node);
                        else cells.current.delete(`${row}:${col}`);
                      }}
                      role="gridcell"
                      tabIndex={focused ? 0 : -1}
                      aria-label={label}
                      aria-selected={focused}
                      aria-readonly={readOnly || undefined}
                      title={readOnly ? t('inventory:grid.notTracked') : undefined}
                      aria-invalid={bad || Boolean(serverError) || undefined}
                      data-dirty={dirty || undefined}
                      onFocus={() => {
                        if (!focused) setFocus({ row, col });
                      }}
                      onClick={() => {
                        wantsFocus.current = true;
                        setFocus({ row, col });
                      }}
                      onDoubleClick={() => !readOnly && startEdit(value)}
                      onKeyDown={onCellKeyDown}
                      className={`min-w-28 p-0 outline-none focus:ring-2 focus:ring-slate-900 focus:ring-inset data-[dirty]:bg-amber-50 aria-invalid:bg-red-50 ${column.kind === 'sku' ? 'text-left' : 'text-right'}`}
                    >
                      {focused && editing ? (
                        <input
                          autoFocus
                          aria-label={label}
                          value={editing.draft}
                          onChange={(event) => setEditing({ draft: event.target.value })}
                          onKeyDown={onInputKeyDown}
                          onBlur={() => editorOpen.current && commit(editing.draft)}
                          className="w-full bg-white px-2 py-1.5 text-inherit outline-none ring-2 ring-slate-900 ring-inset"
                        />
                      ) : (
                        <div className="px-2 py-1.5">
                          <span className={value === '' ? 'text-slate-400' : ''}>
                            {value === '' ? '—' : value}
                          </span>
                          {serverError && (
                            <p role="alert" className="max-w-56 text-left text-xs text-red-700">
                              {serverError}
                            </p>
                          )}
                        </div>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex items-center justify-end gap-2">
        <span className="text-xs text-slate-500" aria-live="polite">
          {t('variants.changed', { count: changes.length })}
        </span>
        <UiButton
          variant="secondary"
          disabled={changes.length === 0 || saving}
          onClick={() => {
            setEdits({});
            setErrors({});
            setEditing(null);
          }}
        >
          {t('variants.discard')}
        </UiButton>
        <UiButton
          variant="primary"
          disabled={changes.length === 0 || invalid}
          isLoading={saving}
          onClick={() => void save()}
        >
          {t('variants.save')}
        </UiButton>
      </div>
    </div>
  );
}
