/** One thing the command palette can open. */
export interface CommandItem {
  /** Unique within the palette. */
  id: string;
  /** Already translated; what the search matches. */
  label: string;
  /** A second line (an email, a group name). */
  hint?: string | undefined;
  /** In-app address to go to. */
  href: string;
}

export interface CommandSection {
  id: string;
  /** Already translated. */
  heading: string;
  items: readonly CommandItem[];
}

/** Lower case without accents, so 'categorias' finds 'Categorías' and 'ubersicht' 'Übersicht'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * The items whose label (or hint) contains every word of `query`, best first: labels that start
 * with the query, then labels with a word that does, then the rest, each in their given order.
 * An empty query keeps every item.
 */
export function filterCommands(items: readonly CommandItem[], query: string): CommandItem[] {
  const folded = foldText(query.trim());
  if (folded === '') return [...items];
  const words = folded.split(/\s+/);
  const scored: { item: CommandItem; rank: number; index: number }[] = [];
  items.forEach((item, index) => {
    const label = foldText(item.label);
    const haystack = item.hint ? `${label} ${foldText(item.hint)}` : label;
    if (!words.every((word) => haystack.includes(word))) return;
    const rank = label.startsWith(folded)
      ? 0
      : label.split(/[\s&/-]+/).some((part) => part.startsWith(words[0]!))
        ? 1
        : 2;
    scored.push({ item, rank, index });
  });
  return scored.sort((a, b) => a.rank - b.rank || a.index - b.index).map((entry) => entry.item);
}

/** The next active index when moving by `delta` through `count` items, wrapping at both ends. */
export function moveActive(index: number, delta: number, count: number): number {
  if (count === 0) return -1;
  if (index < 0) return delta > 0 ? 0 : count - 1;
  return (((index + delta) % count) + count) % count;
}
