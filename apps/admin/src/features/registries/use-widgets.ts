import { useContext } from 'react';
import type { WidgetZone } from './extension-types';
import { WidgetContext } from './widget-context';
import type { WidgetEntry } from './widget-registry';

export const WIDGET_CONTEXT_MESSAGE = 'useWidgets must be used within a WidgetContext';

/** The widgets registered for `zone`. */
export function useWidgets(zone: WidgetZone): WidgetEntry[] {
  const registry = useContext(WidgetContext);
  if (registry === null) throw new Error(WIDGET_CONTEXT_MESSAGE);
  return registry.getWidgets(zone);
}
