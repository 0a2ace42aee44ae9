import { createExtensionRegistries } from './create-registries';

/**
 * Every module under src/extensions (tests and type declarations aside), loaded with the app.
 * Keys are paths relative to this file; they become each entry's `origin`.
 */
const modules = import.meta.glob(
  [
    '../../extensions/**/*.{ts,tsx}',
    '!../../extensions/**/*.test.{ts,tsx}',
    '!../../extensions/**/*.d.ts',
  ],
  { eager: true },
);

/** The registries of this build's extensions. */
export const extensionRegistries = createExtensionRegistries(
  Object.fromEntries(
    Object.entries(modules).map(([path, module]) => [path.replace('../../', 'src/'), module]),
  ),
);

if (import.meta.env.DEV) {
  for (const { origin, problem } of extensionRegistries.problems) {
    console.warn(`Extension ${origin} skipped (${problem}); see src/extensions/README.md`);
  }
}
