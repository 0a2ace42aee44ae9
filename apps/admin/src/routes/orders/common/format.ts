import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/routes/pricing/common/money';
import { intlLanguage } from '@/routes/settings/regions/common/display-names';

/**
 * Text set apart from the sentence around it (Unicode first-strong isolate), for an option's
 * text, where no element can do it: an English name in an Arabic sentence keeps its order.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** Money and dates of orders in the interface language. */
export function useOrderFormat() {
  const { i18n } = useTranslation();
  const language = intlLanguage(i18n.language);
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    const moment = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      /** Minor units as money in the currency (`€12.50`). */
      money: (amount: number, currencyCode: string) => formatMoney(amount, currencyCode, language),
      date: (iso: string) => day.format(new Date(iso)),
      dateTime: (iso: string) => moment.format(new Date(iso)),
    };
  }, [language]);
}
