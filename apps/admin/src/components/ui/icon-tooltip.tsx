import { useTranslation } from 'react-i18next';
import { ErrorIcon, InfoIcon, WarningIcon } from '@/components/ui/icons';
import { Tooltip, type TooltipProps } from '@/components/ui/tooltip';

export type IconTooltipType = 'info' | 'warning' | 'error';

const ICONS = { info: InfoIcon, warning: WarningIcon, error: ErrorIcon } as const;

const COLOURS: Record<IconTooltipType, string> = {
  info: 'text-slate-500 hover:text-slate-700',
  warning: 'text-amber-600 hover:text-amber-700',
  error: 'text-red-600 hover:text-red-700',
};

interface IconTooltipProps extends Omit<TooltipProps, 'children'> {
  type?: IconTooltipType;
  /** Names the icon button for screen readers; defaults to 'More information'. */
  label?: string;
  size?: number;
}

/** An info, warning or error icon that shows a tooltip on hover or keyboard focus. */
export function IconTooltip({ type = 'info', label, size = 16, ...tooltip }: IconTooltipProps) {
  const { t } = useTranslation('common');
  const Icon = ICONS[type];
  return (
    <Tooltip {...tooltip}>
      <button
        type="button"
        aria-label={label ?? t('ui.moreInfo')}
        data-tooltip-type={type}
        className={`inline-flex rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 ${COLOURS[type]}`}
      >
        <Icon size={size} />
      </button>
    </Tooltip>
  );
}
