import type { LabelHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconTooltip } from '@/components/ui/icon-tooltip';

interface FormLabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  children: ReactNode;
  /** Adds the asterisk; mark the control itself `required` too, which is what is announced. */
  required?: boolean;
  /** Extra help behind an info icon next to the label. */
  tooltip?: ReactNode;
}

/** A field label with an optional required asterisk and an info tooltip. */
export function FormLabel({
  children,
  required = false,
  tooltip,
  className = '',
  ...props
}: FormLabelProps) {
  const { t } = useTranslation('common');
  return (
    <div className={`flex items-center gap-1 ${className}`}>
      <label className="text-sm font-medium text-slate-800" {...props}>
        {children}
        {required && (
          <span aria-hidden="true" title={t('ui.required')} className="ml-0.5 text-red-600">
            *
          </span>
        )}
      </label>
      {tooltip && <IconTooltip type="info" content={tooltip} side="right" />}
    </div>
  );
}
