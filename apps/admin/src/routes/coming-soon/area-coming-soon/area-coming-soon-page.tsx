import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { buttonClassName } from '@/components/button';
import { AREAS, type AreaId } from '@/shell/areas';
import { GroupIcon } from '@/shell/icons';

function isAreaHandle(handle: unknown): handle is { area: AreaId } {
  return typeof handle === 'object' && handle !== null && 'area' in handle;
}

/** One screen for every area not built yet: it names the area and says so, nothing more. */
export function AreaComingSoonPage() {
  const { t } = useTranslation('shell');
  const handle = useMatches().findLast((match) => isAreaHandle(match.handle))?.handle;
  const area = AREAS.find((candidate) => isAreaHandle(handle) && candidate.id === handle.area);
  if (!area) return null;
  const name = t(`nav.areas.${area.id}`);

  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-semibold text-slate-900">{name}</h1>
      <section className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
          <GroupIcon group={area.group} className="size-6" />
        </span>
        <p className="mt-4 rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-800 ring-1 ring-amber-200 ring-inset">
          {t('comingSoon.badge')}
        </p>
        <p className="mt-3 max-w-md text-sm text-slate-600">
          {t('comingSoon.text', { area: name })}
        </p>
        <Link to="/a" className={buttonClassName('secondary', 'mt-6')}>
          {t('comingSoon.back')}
        </Link>
      </section>
    </main>
  );
}
