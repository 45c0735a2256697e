import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { maxPhotosPerSide } from '@contracts/accident-statement';
import { ClaimsHeader } from '../ui/claims-header';
import { PageSection } from '../../../app/layout/page-section';
import { PrimaryButton } from '../../../app/ui/buttons';
import { FlowProgressBar } from '../../../app/ui/flow-progress-bar';
import { Actions } from '../../../app/ui/form-layout';
import { useClaimsStep } from '../flow/use-claims-step';
import { guardedStatement } from '../flow/claims-flow';
import { useClaims } from '../state/claims-context';
import { SideBox } from '../ui/claims-ui';
import { PhotoStrip } from '../photos/photo-strip';

/**
 * Photos of each side this phone fills (up to 8 each), uploaded as they are taken; the other phone's photos are
 * shown read-only. Nothing to save on leaving: each photo is saved as it uploads.
 */
export function ClaimsReportPhotosPage() {
  const { t } = useTranslation('claims');
  const claims = useClaims();
  const step = useClaimsStep('claims-report-photos');
  if (step.redirect) return <Navigate to={step.redirect} replace />;
  const statement = guardedStatement(claims);
  const { access } = claims;
  return (
    <PageSection>
      <FlowProgressBar progress={step.progress} />
      <ClaimsHeader id="claims-report-photos" lead={t('photos.lead', { max: maxPhotosPerSide })} />
      {(['A', 'B'] as const).map((role) => {
        const side = statement.sides[role];
        // One secret for the whole page: the photo queue sends every photo of the statement with the one it was last
        // given, and on one phone A's writes both sides while B's writes only B's (A's photos were refused).
        const token = access?.partyTokens.A ?? access?.partyTokens.B;
        if (!side || !access || !token) return null;
        const own = statement.you.includes(role);
        return (
          <SideBox key={role} $role={role} aria-label={t('photos.side', { role })}>
            <h2>{t('photos.side', { role })}</h2>
            <PhotoStrip
              access={{ statementId: access.statementId, partyToken: token }}
              party={role}
              photos={side.photos}
              readOnly={!own}
            />
          </SideBox>
        );
      })}
      <Actions>
        <PrimaryButton type="button" onClick={() => void step.goOn()}>
          {t('continue')}
        </PrimaryButton>
      </Actions>
    </PageSection>
  );
}
