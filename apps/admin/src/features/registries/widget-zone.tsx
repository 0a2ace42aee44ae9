import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import type { WidgetZone as Zone } from './extension-types';
import { useWidgets } from './use-widgets';

/** One failing widget must not take the page down with it. */
class WidgetBoundary extends Component<
  { origin: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Widget ${this.props.origin} failed`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Renders every widget of `zone`, each isolated by an error boundary and a Suspense boundary. */
export function WidgetZone({ zone, className }: { zone: Zone; className?: string }) {
  const widgets = useWidgets(zone);
  if (widgets.length === 0) return null;
  return (
    <div className={className ?? 'flex flex-col gap-4'} data-widget-zone={zone}>
      {widgets.map(({ origin, component: Widget }) => (
        <WidgetBoundary key={origin} origin={origin}>
          <Suspense fallback={null}>
            <Widget zone={zone} />
          </Suspense>
        </WidgetBoundary>
      ))}
    </div>
  );
}
