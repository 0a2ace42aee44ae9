import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** Inventory and Reservations: the two lists of the area, one link each. */
export function InventoryTabs() {
  const { t } = useTranslation('inventory');
  const tab = ({ isActive }: { isActive: boolean }) =>
    `-mb-px border-b-2 px-1 pb-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 ${
      isActive
        ? 'border-slate-900 text-slate-900'
        : 'border-transparent text-slate-600 hover:text-slate-900'
    }`;
  return (
    <nav aria-label={t('tabs.label')} className="flex gap-6 border-b border-slate-200">
      <NavLink to="/a/inventory" end className={tab}>
        {t('tabs.items')}
      </NavLink>
      <NavLink to="/a/inventory/reservations" className={tab}>
        {t('tabs.reservations')}
      </NavLink>
    </nav>
  );
}
