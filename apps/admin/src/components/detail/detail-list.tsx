import type { ReactNode } from 'react';

/** Label and value pairs of a detail section: two columns from `sm` up, stacked pairs below. */
export function DetailList({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-y-3 text-sm sm:grid-cols-[12rem_1fr] sm:gap-x-6">
      {items.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-0.5 sm:contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="break-words whitespace-pre-line text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
