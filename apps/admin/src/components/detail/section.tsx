import { useId, type ReactNode } from 'react';
import { Card } from '@/components/card';

interface SectionProps {
  /** The section's heading; it also names the section (a landmark screen readers list). */
  title: string;
  /** Keeps the heading for screen readers only (a section whose content speaks for itself). */
  hideTitle?: boolean;
  /** Under the heading (a count, a hint). */
  description?: ReactNode;
  /** Beside the heading (add, edit). */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A titled card of a detail page (or a panel of one), with its actions beside the title. */
export function Section({
  title,
  hideTitle = false,
  description,
  actions,
  children,
  className = '',
}: SectionProps) {
  const headingId = useId();
  const heading = (
    <h2 id={headingId} className={hideTitle ? 'sr-only' : 'text-lg font-semibold text-slate-900'}>
      {title}
    </h2>
  );
  return (
    <Card aria-labelledby={headingId} className={`flex flex-col gap-4 ${className}`}>
      {hideTitle && !actions ? (
        heading
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            {heading}
            {description && <div className="mt-0.5 text-sm text-slate-500">{description}</div>}
          </div>
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </div>
      )}
      {children}
    </Card>
  );
}
