import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function ProfileInviteFriendsPage() {
  const { t } = useTranslation('profile');
  return (
    <PageSection>
      <PageHeader routeId="profile-invite-friends" lead={t('profile-invite-friends.lead')} />
    </PageSection>
  );
}
