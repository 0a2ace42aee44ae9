import type { ReactNode } from 'react';
import { Button } from '@/components/button';

interface ListPaginationProps {
  /** Total rows the server has for the current filter. */
  count: number;
  offset: number;
  limit: number;
  onOffsetChange: (offset: number) => void;
  /** Already translated texts: the range ('11–20 of 42') and the two buttons. */
  labels: { range: ReactNode; previous: string; next: string };
}

/** 'N–M of T' and Previous / Next for a list the server pages (`limit` / `offset`). */
export function ListPagination({
  count,
  offset,
  limit,
  onOffsetChange,
  labels,
}: ListPaginationProps) {
  if (count <= limit && offset === 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
      <p aria-live="polite">{labels.range}</p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          disabled={offset === 0}
          onClick={() => onOffsetChange(Math.max(0, offset - limit))}
        >
          {labels.previous}
        </Button>
        <Button
          variant="secondary"
          disabled={offset + limit >= count}
          onClick={() => onOffsetChange(offset + limit)}
        >
          {labels.next}
        </Button>
      </div>
    </div>
  );
}
