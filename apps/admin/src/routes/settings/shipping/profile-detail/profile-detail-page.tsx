import type { ShippingProfile } from '@storedesk/contract';
import {
  useAdminDeleteShippingProfile,
  useAdminShippingProfile,
  useAdminShippingProfiles,
} from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { Badge } from '@/components/badge';
import { DeleteAction, useLeaveOnDelete } from '@/components/detail/delete-action';
import { DetailPage } from '@/components/detail/detail-page';
import { EditLink } from '@/components/detail/edit-link';
import { Section } from '@/components/detail/section';
import { Page } from '@/shell/page';
import { PROFILES_QUERY, SHIPPING_PATH } from '../common/paths';
import { ProfileOptions } from './components/profile-options';
import { ProfileProducts } from './components/profile-products';

/**
 * `/a/settings/shipping/profiles/:id`: a profile, its products (moved in and out in batches)
 * and the shipping options that ship them; a custom profile can be renamed and deleted.
 */
export function ProfileDetailPage() {
  const { t } = useTranslation('shipping');
  const { id = '' } = useParams();
  const profile = useAdminShippingProfile(id);
  const profiles = useAdminShippingProfiles(PROFILES_QUERY);
  const back = { to: SHIPPING_PATH, label: t('profiles.back') };
  const remove = useAdminDeleteShippingProfile(
    id,
    useLeaveOnDelete(back.to, () =>
      t('profiles.deleted', { name: profile.data?.shipping_profile.name ?? '' }),
    ),
  );
  const defaultProfile = profiles.data?.shipping_profiles.find((entry) => entry.type === 'default');

  return (
    <DetailPage query={profile} back={back} loading={t('profiles.loading')}>
      {({ shipping_profile: current }: { shipping_profile: ShippingProfile }) => (
        <Page
          title={current.name}
          back={back}
          actions={
            <div className="flex gap-2">
              <EditLink label={t('profiles.rename')} />
              {current.type === 'custom' && (
                <DeleteAction
                  mutation={remove}
                  label={t('profiles.delete')}
                  title={t('profiles.deleteTitle', { name: current.name })}
                  description={t('profiles.deleteText')}
                  confirmLabel={t('profiles.deleteConfirm')}
                />
              )}
            </div>
          }
        >
          <Section title={t('profiles.type')} hideTitle>
            <div className="flex flex-wrap items-center gap-3">
              <Badge tone={current.type === 'custom' ? 'neutral' : 'info'}>
                {t(`profiles.types.${current.type}`)}
              </Badge>
              <p className="text-sm text-slate-600">{t(`profiles.about.${current.type}`)}</p>
            </div>
          </Section>
          <ProfileProducts profile={current} defaultProfileId={defaultProfile?.id} />
          <ProfileOptions profile={current} />
          <Outlet />
        </Page>
      )}
    </DetailPage>
  );
}
