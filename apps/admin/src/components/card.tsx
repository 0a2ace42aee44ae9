import type { HTMLAttributes } from 'react';

/** The white panel used across the admin (login card, plan cards, settings sections). */
export function Card({ className = '', ...props }: HTMLAttributes<HTMLElement>) {
  return (
    <section
      className={`rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 ${className}`}
      {...props}
    />
  );
}
