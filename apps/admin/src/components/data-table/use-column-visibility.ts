import type { VisibilityState } from '@tanstack/react-table';
import { useCallback, useState } from 'react';

const PREFIX = 'storedesk.columns.';

function read(key: string): VisibilityState {
  try {
    const saved = JSON.parse(window.localStorage.getItem(PREFIX + key) ?? '{}') as unknown;
    if (saved && typeof saved === 'object' && !Array.isArray(saved)) {
      return Object.fromEntries(
        Object.entries(saved).filter(([, shown]) => typeof shown === 'boolean'),
      ) as VisibilityState;
    }
  } catch {
    // A damaged entry shows every column.
  }
  return {};
}

/**
 * Which columns of a table the user has hidden, remembered in this browser under `key` (the
 * choice is about the screen, not the data, so it does not belong in the URL).
 */
export function useColumnVisibility(key: string) {
  const [visibility, setVisibility] = useState<VisibilityState>(() => read(key));
  const change = useCallback(
    (next: VisibilityState) => {
      setVisibility(next);
      try {
        window.localStorage.setItem(PREFIX + key, JSON.stringify(next));
      } catch {
        // Private windows may refuse storage: the choice then lasts until the page is left.
      }
    },
    [key],
  );
  return [visibility, change] as const;
}
