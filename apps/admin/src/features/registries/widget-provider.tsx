import type { ReactNode } from 'react';
import { extensionRegistries } from './extension-registries';
import { WidgetContext } from './widget-context';
import type { WidgetRegistry } from './widget-registry';

/** Gives `useWidgets` and `WidgetZone` their registry: this build's extensions by default. */
export function WidgetProvider({
  registry = extensionRegistries.widgets,
  children,
}: {
  registry?: WidgetRegistry;
  children: ReactNode;
}) {
  return <WidgetContext.Provider value={registry}>{children}</WidgetContext.Provider>;
}
