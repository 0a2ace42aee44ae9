/** An option of the new product as typed: its title and its values. */
export interface OptionDraft {
  title: string;
  values: string[];
}

/** One row of the variant matrix: a combination of option values and what is typed for it. */
export interface VariantDraft {
  /** The combination, one value per used option, in option order. */
  options: string[];
  title: string;
  sku?: string | null | undefined;
  inventory_quantity?: number | undefined;
  manage_inventory?: boolean | undefined;
  allow_backorder?: boolean | undefined;
  /** Major-unit text per currency code, as typed ("19.99"). */
  prices: Record<string, string>;
}

/** Options that take part in the matrix: a title and at least one value (trimmed, unique). */
export function usedOptions(options: readonly OptionDraft[]): OptionDraft[] {
  return options
    .map((option) => ({
      title: option.title.trim(),
      values: [...new Set(option.values.map((value) => value.trim()).filter(Boolean))],
    }))
    .filter((option) => option.title !== '' && option.values.length > 0);
}

/** Every combination of the options' values, first option varying slowest. */
export function combinations(options: readonly OptionDraft[]): string[][] {
  return options.reduce<string[][]>(
    (rows, option) => rows.flatMap((row) => option.values.map((value) => [...row, value])),
    [[]],
  );
}

const keyOf = (values: readonly string[]) => JSON.stringify(values);

export function emptyVariant(options: string[], title: string): VariantDraft {
  return {
    options,
    title,
    sku: null,
    inventory_quantity: 0,
    manage_inventory: true,
    allow_backorder: false,
    prices: {},
  };
}

/**
 * The variant rows for these options: one per combination (Size S,M × Color Black,White gives
 * four), titled "S / Black". A row whose combination existed before keeps what was typed in it;
 * a default title follows the values unless it was edited. Without options there is one
 * default variant.
 */
export function buildVariantMatrix(
  options: readonly OptionDraft[],
  previous: readonly VariantDraft[],
  defaultTitle: string,
): VariantDraft[] {
  const used = usedOptions(options);
  const byKey = new Map(previous.map((row) => [keyOf(row.options), row]));
  return combinations(used).map((values) => {
    const title = values.length > 0 ? values.join(' / ') : defaultTitle;
    const before = byKey.get(keyOf(values));
    if (!before) return emptyVariant(values, title);
    return { ...before, title: before.title.trim() === '' ? title : before.title };
  });
}
