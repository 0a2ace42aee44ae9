import { useTranslation } from 'react-i18next';
import { nextUsagePreferences, type UsagePreferences } from './preferences';
import { Toggle } from './toggle';

interface UsageDataSwitchesProps {
  value: UsagePreferences;
  onChange: (next: UsagePreferences) => void;
  disabled?: boolean;
}

/**
 * The anonymize and opt-out switches (SPEC points 2 and 5): turning opt-out on turns anonymize
 * off and disables it.
 */
export function UsageDataSwitches({ value, onChange, disabled = false }: UsageDataSwitchesProps) {
  const { t } = useTranslation('analytics');
  return (
    <div className="flex flex-col gap-4">
      <Toggle
        label={t('preferences.anonymizeLabel')}
        description={t('preferences.anonymizeHelp')}
        checked={value.anonymize}
        disabled={disabled || value.opt_out}
        onCheckedChange={(anonymize) => onChange(nextUsagePreferences(value, { anonymize }))}
      />
      <Toggle
        label={t('preferences.optOutLabel')}
        description={t('preferences.optOutHint')}
        checked={value.opt_out}
        disabled={disabled}
        onCheckedChange={(opt_out) => onChange(nextUsagePreferences(value, { opt_out }))}
      />
    </div>
  );
}
