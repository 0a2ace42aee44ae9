import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtensionText } from './extension-types';

/**
 * Translates an extension's label or description: a key of the `extensions` namespace is
 * translated, any other text is shown as the extension wrote it.
 */
export function useExtensionText(): (text: ExtensionText) => string {
  const { i18n } = useTranslation('extensions');
  return useCallback(
    (text: ExtensionText) =>
      i18n.exists(text, { ns: 'extensions' })
        ? String(i18n.t(text as never, { ns: 'extensions' }))
        : text,
    [i18n],
  );
}
