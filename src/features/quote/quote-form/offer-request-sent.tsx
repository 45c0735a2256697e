import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paths } from '../../../app/route-table';
import { PrimaryLink } from '../../../app/ui/buttons';
import { Actions } from '../../../app/ui/form-layout';

const Box = styled.section`
  max-width: 40rem;
  padding: ${({ theme }) => theme.space(6)};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.primaryStrong};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

/** Spec §4: after an offer request the page says it was sent and what happens next. */
export function OfferRequestSent({ email, focusOnShow }: { email: string; focusOnShow: boolean }) {
  const { t } = useTranslation('onboarding-entry');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The form the driver was in is gone; put them on the news instead of the top of the page.
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);

  return (
    <Box aria-labelledby="offer-request-sent-heading">
      <h2 id="offer-request-sent-heading" ref={heading} tabIndex={-1}>
        {t('offerSent.heading')}
      </h2>
      <p>{t('offerSent.text')}</p>
      <p>{email ? t('offerSent.nextWithEmail', { email }) : t('offerSent.next')}</p>
      <Actions>
        <PrimaryLink to={paths.home}>{t('offerSent.home')}</PrimaryLink>
      </Actions>
    </Box>
  );
}
