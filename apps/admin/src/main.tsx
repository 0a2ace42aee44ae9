import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from '@/app/providers';
import '@/i18n';
import '@/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// Screens wait (briefly) for their translations: the Suspense boundary shows nothing meanwhile
// rather than flashing untranslated keys.
createRoot(root).render(
  <StrictMode>
    <Suspense fallback={null}>
      <Providers />
    </Suspense>
  </StrictMode>,
);
