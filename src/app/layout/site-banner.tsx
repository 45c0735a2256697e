import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BannerPlacement } from '@contracts/banners';
import { useActiveBanner } from '../../api/active-banner';

const Strip = styled.aside`
  background: ${({ theme }) => theme.colors.primaryStrong};
  color: ${({ theme }) => theme.colors.onDark};

  > div {
    max-width: ${({ theme }) => theme.maxWidth};
    margin: 0 auto;
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(6)}`};
    text-align: center;
  }

  p {
    margin: 0;
  }

  a {
    color: inherit;
    font-weight: 700;
  }
`;

/** Loaded only on pages with a banner place (see root-layout), so other pages carry none of its code. */
export function SiteBanner({ placement }: { placement: BannerPlacement }) {
  const { t } = useTranslation();
  const { data: html } = useActiveBanner(placement);
  if (!html) return null;
  return (
    <Strip aria-label={t('layout.banner')} data-testid="site-banner">
      {/* Sanitised by DOMPurify in the reader; see banner-reader.ts for what may pass. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Strip>
  );
}
