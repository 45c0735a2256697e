import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { appStoreLinks, socialLinks } from '../external-links';
import { ExternalLink } from '../ui/external-link';
import { TraderSummary } from '../ui/trader-details';
import { footerGroups, footerLinkPath } from '../route-table';
import { mobile } from '../theme';

const Wrapper = styled.footer`
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.onDark};

  a {
    color: ${({ theme }) => theme.colors.onDark};
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(6)} ${theme.space(6)}`};

  ${mobile} {
    padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)} ${theme.space(6)}`};
  }
`;

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(8)};

  ${mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(6)};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li a {
    display: inline-block;
    padding: ${({ theme }) => theme.space(1)} 0;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(10)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

const Stores = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.onDarkMuted};
    border-radius: ${({ theme }) => theme.radius};
    font-weight: 600;
  }
`;

function LinkGroup({ group }: { group: keyof typeof footerGroups }) {
  const { t } = useTranslation('frame');
  return (
    <section aria-labelledby={`footer-${group}`}>
      <h2 id={`footer-${group}`}>{t(`footer.groups.${group}`)}</h2>
      <ul>
        {footerGroups[group].map((id) => (
          <li key={id}>
            <Link to={footerLinkPath(id)}>{t(`footer.links.${id}`)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The trader's identity, small print under the links: always there, never in the way. */
const Trader = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid rgb(255 255 255 / 20%);
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.onDarkMuted};

  p,
  ul {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(5)}`};
    padding: 0;
    list-style: none;
  }

  strong {
    color: ${({ theme }) => theme.colors.onDark};
  }
`;

/**
 * Loaded after the page (see root-layout): every page has it, none needs it for the first paint, and the main area
 * is at least a screen high, so it never appears inside the first screen. Its texts come with it, in the `frame`
 * namespace of what the frame shows after the first render, not in `common`, which every page's entry carries.
 */
export function Footer() {
  const { t } = useTranslation('frame');
  return (
    <Wrapper aria-label={t('footer.label')}>
      <Inner>
        <Groups>
          <LinkGroup group="insurance" />
          <LinkGroup group="about" />
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">{t('footer.groups.social')}</h2>
            <ul>
              {Object.entries(socialLinks).map(([network, href]) => (
                <li key={network}>
                  <ExternalLink href={href} label={t(`footer.social.${network}`)} />
                </li>
              ))}
            </ul>
          </section>
          <LinkGroup group="legal" />
        </Groups>
        <Bottom>
          <Stores aria-label={t('footer.apps')} role="group">
            <ExternalLink href={appStoreLinks.appStore} label={t('footer.appStore')} />
            <ExternalLink href={appStoreLinks.googlePlay} label={t('footer.googlePlay')} />
          </Stores>
        </Bottom>
        <Trader aria-label={t('common:layout.trader')}>
          <TraderSummary />
        </Trader>
      </Inner>
    </Wrapper>
  );
}
