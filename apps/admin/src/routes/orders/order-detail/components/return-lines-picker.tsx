import type { ReturnReason } from '@storedesk/contract';
import { useAdminReturnReasons } from '@storedesk/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form/select-field';
import { TextInput } from '@/components/ui/text-input';
import { quantityOf } from '../../common/order-returns';
import type { OrderLine } from '../../common/order-view';

/** One line of the order that can come back, as the form holds it. */
export interface ReturnLineValues {
  item_id: string;
  /** As typed. */
  quantity: string;
  reason_id: string;
  note: string;
}

/** A form whose `lines` the picker fills (asking for a return, registering an exchange). */
export interface ReturnLinesForm {
  lines: ReturnLineValues[];
}

/** A line of the order that can still come back, with how many. */
export interface ReturnableLine {
  line: OrderLine;
  left: number;
}

/** The picker's rows to start with: none of each line. */
export const emptyReturnLines = (lines: readonly ReturnableLine[]): ReturnLineValues[] =>
  lines.map(({ line }) => ({ item_id: line.id, quantity: '0', reason_id: '', note: '' }));

/** How many of each line the rows ask for (a quantity not typed right counts as none). */
export const chosenReturnLines = (
  rows: readonly Partial<ReturnLineValues>[] | undefined,
  lines: readonly ReturnableLine[],
): { item_id: string; quantity: number }[] =>
  lines.map(({ line, left }, index) => ({
    item_id: line.id,
    quantity: quantityOf(rows?.[index]?.quantity ?? '', left) ?? 0,
  }));

/** What is wrong with a row: its quantity (at most `max`) or its note. */
export type ReturnLineProblem = { index: number } & (
  { field: 'quantity'; max: number } | { field: 'note' }
);

/**
 * The lines the rows send back (`item_id`, `quantity`, and the reason and note when given), or
 * what is wrong with them; a row of 0 is left out.
 */
export function readReturnLines(
  rows: readonly ReturnLineValues[],
  lines: readonly ReturnableLine[],
):
  | {
      items: { item_id: string; quantity: number; reason_id?: string; note?: string }[];
      problems: [];
    }
  | { items: null; problems: ReturnLineProblem[] } {
  const problems: ReturnLineProblem[] = [];
  const items: { item_id: string; quantity: number; reason_id?: string; note?: string }[] = [];
  rows.forEach((row, index) => {
    const { line, left } = lines[index]!;
    const quantity = quantityOf(row.quantity, left);
    if (quantity === null) {
      problems.push({ index, field: 'quantity', max: left });
      return;
    }
    if (row.note.trim().length > 2000) problems.push({ index, field: 'note' });
    if (quantity > 0) {
      items.push({
        item_id: line.id,
        quantity,
        ...(row.reason_id ? { reason_id: row.reason_id } : {}),
        ...(row.note.trim() ? { note: row.note.trim() } : {}),
      });
    }
  });
  return problems.length > 0 ? { items: null, problems } : { items, problems: [] };
}

/** The reason options: a reason on its own, or a group whose reasons are chosen (not the group). */
function ReasonOptions({ reasons }: { reasons: ReturnReason[] }) {
  return reasons.map((reason) =>
    reason.return_reason_children.length > 0 ? (
      <optgroup key={reason.id} label={reason.label}>
        {reason.return_reason_children.map((child) => (
          <option key={child.id} value={child.id}>
            {child.label}
          </option>
        ))}
      </optgroup>
    ) : (
      <option key={reason.id} value={reason.id}>
        {reason.label}
      </option>
    ),
  );
}

/**
 * Fixed reasons to choose from instead of the store's return reasons (a claim's: missing item,
 * wrong item...), with the empty choice's label ('Choose a reason').
 */
export interface FixedReasons {
  options: readonly { value: string; label: string }[];
  placeholder: string;
}

/** The words of a line that differ where the lines are not returned (a claim's lines). */
export interface ReturnLinesWording {
  /** 'Can be claimed: 2 of 2'. */
  left: (left: number, quantity: number) => string;
  /** The quantity field's name: 'Quantity of Linen shirt to claim'. */
  quantityOf: (title: string) => string;
}

interface ReturnLinesPickerProps {
  lines: readonly ReturnableLine[];
  /** What the lines are ('Items to return', 'Items coming back'). */
  legend: string;
  /** A message about all the lines ('Choose at least one item'), above them. */
  error?: string | undefined;
  /** The reasons to offer; the store's return reasons when not given. */
  reasons?: FixedReasons | undefined;
  /** The words of a line; a return's when not given. */
  wording?: ReturnLinesWording | undefined;
}

/**
 * The lines of an order that can still come back, inside a react-hook-form form of
 * `ReturnLinesForm` (`FormProvider`): per line, how many of how many are left, the quantity
 * coming back, and once it is more than none a reason (grouped as the store groups them, or the
 * fixed ones given) and a note.
 */
export function ReturnLinesPicker({
  lines,
  legend,
  error,
  reasons: fixed,
  wording,
}: ReturnLinesPickerProps) {
  const { t } = useTranslation('returns');
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ReturnLinesForm>();
  const rows = useWatch({ control, name: 'lines' });
  const chosen = chosenReturnLines(rows, lines);
  const reasons = useAdminReturnReasons(undefined, { enabled: !fixed });

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-900">{legend}</legend>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <ul className="flex flex-col divide-y divide-slate-100">
        {lines.map(({ line, left }, index) => {
          const picked = (chosen[index]?.quantity ?? 0) > 0;
          const variant = [line.variant?.title, line.variant?.sku].filter(Boolean).join(' · ');
          return (
            <li key={line.id} data-testid="return-line" className="flex flex-col gap-3 py-3">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 text-sm">
                  <p className="font-medium break-words text-slate-900">{line.title}</p>
                  {variant && <p className="break-words text-slate-500">{variant}</p>}
                  <p className="text-slate-500">
                    {wording
                      ? wording.left(left, line.quantity)
                      : t('request.left', { left, quantity: line.quantity })}
                  </p>
                </div>
                <TextInput
                  label={
                    <span className="sr-only">
                      {wording
                        ? wording.quantityOf(line.title)
                        : t('request.quantityOf', { title: line.title })}
                    </span>
                  }
                  className="shrink-0 sm:w-36"
                  type="number"
                  min={0}
                  max={left}
                  step={1}
                  inputMode="numeric"
                  errors={errors}
                  {...register(`lines.${index}.quantity`)}
                />
              </div>
              {picked && (
                <div className="grid gap-3 sm:grid-cols-2">
                  <SelectField
                    label={
                      <>
                        <span aria-hidden="true">{t('request.reason')}</span>
                        <span className="sr-only">
                          {t('request.reasonOf', { title: line.title })}
                        </span>
                      </>
                    }
                    error={errors.lines?.[index]?.reason_id?.message}
                    {...register(`lines.${index}.reason_id`)}
                  >
                    {fixed ? (
                      <>
                        <option value="">{fixed.placeholder}</option>
                        {fixed.options.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </>
                    ) : (
                      <>
                        <option value="">{t('request.noReason')}</option>
                        <ReasonOptions reasons={reasons.data?.return_reasons ?? []} />
                      </>
                    )}
                  </SelectField>
                  <TextInput
                    label={
                      <>
                        <span aria-hidden="true">{t('request.note')}</span>
                        <span className="sr-only">
                          {t('request.noteOf', { title: line.title })}
                        </span>
                      </>
                    }
                    autoComplete="off"
                    errors={errors}
                    {...register(`lines.${index}.note`)}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
