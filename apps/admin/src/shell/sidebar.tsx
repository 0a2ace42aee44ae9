import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { AREAS, areaHref, groupAreas, type Area } from '@/shell/areas';
import { GroupIcon, HomeIcon, PuzzleIcon } from '@/shell/icons';
import type { ShellLink } from '@/shell/shell-extensions';

const LINK =
  'flex items-center gap-2 rounded-md px-2 py-1 text-sm text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-slate-900 aria-[current=page]:bg-slate-900 aria-[current=page]:font-medium aria-[current=page]:text-white aria-[current=page]:hover:bg-slate-800 aria-[current=page]:hover:text-white';

const GROUP_LABEL =
  'flex items-center gap-2 px-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase';

interface SidebarProps {
  /** Links added by extensions, listed under their own group. */
  extraLinks?: readonly ShellLink[];
  /** Called when a link is followed (the phone drawer closes itself with it). */
  onNavigate?: () => void;
  areas?: readonly Area[];
}

/** A link is only 'current' on its own page when another area lives below its path. */
function hasAreaBelow(area: Area, areas: readonly Area[]): boolean {
  return areas.some((other) => other.path.startsWith(`${area.path}/`));
}

/** Every admin area, grouped (Orders, Catalogue, Customers, ...), plus extension links. */
export function Sidebar({ extraLinks = [], onNavigate, areas = AREAS }: SidebarProps) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('nav.label')} className="flex flex-col gap-4 px-3 py-4">
      <NavLink to="/a" end className={LINK} onClick={onNavigate}>
        <HomeIcon className="size-4 shrink-0" />
        {t('nav.home')}
      </NavLink>
      {groupAreas(areas).map(({ group, areas: members }) => (
        <div key={group}>
          <p id={`nav-group-${group}`} className={GROUP_LABEL}>
            <GroupIcon group={group} className="size-4 shrink-0" />
            {t(`nav.groups.${group}`)}
          </p>
          <ul aria-labelledby={`nav-group-${group}`} className="flex flex-col gap-0.5">
            {members.map((area) => (
              <li key={area.id}>
                <NavLink
                  to={areaHref(area)}
                  end={hasAreaBelow(area, areas)}
                  className={`${LINK} ps-8`}
                  onClick={onNavigate}
                >
                  {t(`nav.areas.${area.id}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {extraLinks.length > 0 && (
        <div>
          <p id="nav-group-extensions" className={GROUP_LABEL}>
            <PuzzleIcon className="size-4 shrink-0" />
            {t('nav.extensions')}
          </p>
          <ul aria-labelledby="nav-group-extensions" className="flex flex-col gap-0.5">
            {extraLinks.map(({ path, label, icon: Icon }) => (
              <li key={path}>
                <NavLink to={path} className={`${LINK} ${Icon ? '' : 'ps-8'}`} onClick={onNavigate}>
                  {Icon && <Icon className="size-4 shrink-0" />}
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </nav>
  );
}
