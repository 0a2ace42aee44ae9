import type { ComponentType } from 'react';
import type { Origin, WidgetExtensionConfig, WidgetProps, WidgetZone } from './extension-types';

export interface WidgetEntry {
  origin: Origin;
  zone: WidgetZone;
  component: ComponentType<WidgetProps>;
}

export type RegisterWidgetResult =
  { accepted: true; zones: WidgetZone[] } | { accepted: false; reason: 'no-zone' };

/** Widgets per zone; one widget may target several zones (SPEC point 2). */
export function createWidgetRegistry() {
  const zones = new Map<WidgetZone, WidgetEntry[]>();

  function register(origin: Origin, config: WidgetExtensionConfig): RegisterWidgetResult {
    const wanted = typeof config.zone === 'string' ? [config.zone] : [...config.zone];
    const unique = [...new Set(wanted.map((zone) => zone.trim()).filter(Boolean))];
    if (unique.length === 0) return { accepted: false, reason: 'no-zone' };
    for (const zone of unique) {
      zones.set(zone, [...(zones.get(zone) ?? []), { origin, zone, component: config.component }]);
    }
    return { accepted: true, zones: unique };
  }

  /** The widgets of one zone, in registration order. */
  const getWidgets = (zone: WidgetZone): WidgetEntry[] => zones.get(zone) ?? [];

  return { register, getWidgets };
}

export type WidgetRegistry = ReturnType<typeof createWidgetRegistry>;
