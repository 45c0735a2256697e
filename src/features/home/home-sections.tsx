import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { appStoreLinks, socialLinks } from '../../app/external-links';
import { CallToAction } from '../../app/layout/call-to-action';
import { ThemedSection } from '../../app/layout/themed-section';
import { paths } from '../../app/route-table';
import { mobile } from '../../app/theme';
import { ExternalLink } from '../../app/ui/external-link';
import { useEuros } from '../../app/ui/use-euros';
import { coverCodes } from '@contracts/covers';
import { fromPrices } from './from-prices';

const prices = fromPrices();

const SectionHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: clamp(1.5rem, 3vw, 2rem);
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.primaryStrong};
`;

const Intro = styled.p`
  max-width: 42rem;
  margin: 0 0 ${({ theme }) => theme.space(8)};
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Grid = styled.ul<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.1875rem;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }

  p {
    margin: 0;
  }
`;

const Step = styled.li`
  counter-increment: step;

  &::before {
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.5rem;
    height: 2.5rem;
    margin-bottom: ${({ theme }) => theme.space(3)};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onDark};
    font-weight: 800;
  }
`;

const Steps = styled(Grid).attrs({ as: 'ol' })`
  counter-reset: step;
`;

const CoverCard = styled.li`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};

  p + p {
    margin-top: auto;
    padding-top: ${({ theme }) => theme.space(4)};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const SmallPrint = styled.p`
  max-width: 46rem;
  margin: ${({ theme }) => theme.space(6)} 0 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Reason = styled.li`
  padding-left: ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
`;

const AppsLayout = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(10)};

  ${mobile} {
    grid-template-columns: 1fr;
  }
`;

const LinkRow = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 1px solid currentColor;
    border-radius: ${({ theme }) => theme.radius};
    font-weight: 600;
    text-decoration: none;
  }
`;

const Questions = styled.dl`
  max-width: 46rem;
  margin: 0 0 ${({ theme }) => theme.space(6)};

  dt {
    margin-top: ${({ theme }) => theme.space(5)};
    font-weight: 700;
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }

  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
`;

const ClosingCall = styled.div`
  text-align: center;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: clamp(1.5rem, 3vw, 2rem);
  }

  p {
    margin: 0 auto ${({ theme }) => theme.space(6)};
    max-width: 36rem;
  }
`;

interface Titled {
  title: string;
  text: string;
}

/** The home page below the hero: how it works, the covers with "from" prices, why here, the apps, a few answers. */
export function HomeSections() {
  const { t } = useTranslation(['home', 'frame']);
  const euros = useEuros();
  const steps = t('howItWorks.steps', { returnObjects: true }) as Titled[];
  const reasons = t('why.reasons', { returnObjects: true }) as Titled[];
  const questions = t('faq.items', { returnObjects: true }) as { q: string; a: string }[];
  return (
    <>
      <ThemedSection labelledBy="home-how">
        <SectionHeading id="home-how">{t('howItWorks.heading')}</SectionHeading>
        <Intro>{t('howItWorks.intro')}</Intro>
        <Steps $min="15rem">
          {steps.map((step) => (
            <Step key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </Step>
          ))}
        </Steps>
      </ThemedSection>

      <ThemedSection tone="surface" labelledBy="home-covers">
        <SectionHeading id="home-covers">{t('covers.heading')}</SectionHeading>
        <Intro>{t('covers.intro')}</Intro>
        <Grid $min="16rem">
          {coverCodes.map((code) => (
            <CoverCard key={code}>
              <h3>{t(`covers.items.${code}.name`)}</h3>
              <p>{t(`covers.items.${code}.pays`)}</p>
              <p>{t('covers.from', { price: euros(prices[code]) })}</p>
            </CoverCard>
          ))}
        </Grid>
        <SmallPrint>
          {t('covers.smallPrint')} <Link to={paths['car-insurance']}>{t('covers.more')}</Link>
        </SmallPrint>
      </ThemedSection>

      <ThemedSection labelledBy="home-why">
        <SectionHeading id="home-why">{t('why.heading')}</SectionHeading>
        <Grid $min="15rem">
          {reasons.map((reason) => (
            <Reason key={reason.title}>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </Reason>
          ))}
        </Grid>
      </ThemedSection>

      <ThemedSection tone="dark" labelledBy="home-apps">
        <AppsLayout>
          <div>
            <h2 id="home-apps">{t('apps.heading')}</h2>
            <p>{t('apps.text')}</p>
            <LinkRow aria-label={t('apps.storesLabel')}>
              <li>
                <ExternalLink href={appStoreLinks.appStore} label={t('frame:footer.appStore')} />
              </li>
              <li>
                <ExternalLink href={appStoreLinks.googlePlay} label={t('frame:footer.googlePlay')} />
              </li>
            </LinkRow>
          </div>
          <div>
            <h2 id="home-social">{t('social.heading')}</h2>
            <p>{t('social.text')}</p>
            <LinkRow aria-labelledby="home-social">
              {Object.entries(socialLinks).map(([network, href]) => (
                <li key={network}>
                  <ExternalLink href={href} label={t(`frame:footer.social.${network}`)} />
                </li>
              ))}
            </LinkRow>
          </div>
        </AppsLayout>
      </ThemedSection>

      <ThemedSection labelledBy="home-faq">
        <SectionHeading id="home-faq">{t('faq.heading')}</SectionHeading>
        <Questions>
          {questions.map((item) => (
            <div key={item.q}>
              <dt>{item.q}</dt>
              <dd>{item.a}</dd>
            </div>
          ))}
        </Questions>
        <Link to={paths.faq}>{t('faq.all')}</Link>
      </ThemedSection>

      <ThemedSection tone="dark" labelledBy="home-cta">
        <ClosingCall>
          <h2 id="home-cta">{t('cta.heading')}</h2>
          <p>{t('cta.text')}</p>
          <CallToAction to={paths.onboarding}>{t('cta.button')}</CallToAction>
        </ClosingCall>
      </ThemedSection>
    </>
  );
}
