import { i18next } from '@/test/i18n';
import shell from '../../public/locales/en/shell.json';

/** The shared English test i18n, plus the `shell` namespace. */
if (!i18next.hasResourceBundle('en', 'shell')) i18next.addResourceBundle('en', 'shell', shell);

export { i18next };
