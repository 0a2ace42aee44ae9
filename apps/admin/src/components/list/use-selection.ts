import { useState } from 'react';

/**
 * The ticked rows of a list, emptied whenever `scope` changes: a selection belongs to one page of
 * one query (pass the query string), or to a whole list that keeps it across pages (pass its id).
 */
export function useSelection(scope: string) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [selectedFor, setSelectedFor] = useState(scope);
  if (selectedFor !== scope) {
    setSelectedFor(scope);
    setSelected(new Set());
  }
  return [selected, setSelected] as const;
}
