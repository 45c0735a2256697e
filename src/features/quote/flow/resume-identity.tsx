import { useTranslation } from 'react-i18next';
import { SecondaryButton } from '../../../app/ui/buttons';
import { DateOfBirthProof } from './date-of-birth-proof';
import type { Resume } from './use-resume-work-in-progress';

/**
 * A resume link holds a driver's OIB, e-mail and phone: they come back only to whoever enters the date of birth on
 * the record. The driver can also go on without them and type them again.
 */
export function ResumeIdentity({ resume }: { resume: Resume }) {
  const { t } = useTranslation('onboarding');
  return (
    <DateOfBirthProof
      texts={{
        heading: t('resume.heading'),
        text: t('resume.text', { plate: resume.plate }),
        identity: t('resume.identity'),
        locked: t('resume.locked'),
        dateOfBirth: t('resume.dateOfBirth'),
        confirm: t('resume.confirm'),
      }}
      problem={resume.problem}
      confirm={resume.confirm}
    >
      <p>
        <SecondaryButton type="button" onClick={resume.skip}>
          {t('resume.skip')}
        </SecondaryButton>
      </p>
    </DateOfBirthProof>
  );
}
