import { createContext } from 'react';
import type { WidgetRegistry } from './widget-registry';

export const WidgetContext = createContext<WidgetRegistry | null>(null);
