import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { mobile } from '../../app/theme';
import { lazyPart } from '../../app/ui/lazy-part';
import { TraderContact, TraderIdentity } from '../../app/ui/trader-details';

function FormLoading() {
  const { t } = useTranslation();
  return <p role="status">{t('layout.loading')}</p>;
}

// Formik and the contract's schema load with the form, not with every content page; the form is what the page is
// for, so it hydrates with the page.
const ContactForm = lazyPart(
  'contact-form',
  () => import('./contact/contact-form').then((module) => module.ContactForm),
  {
    fallback: <FormLoading />,
    withPage: true,
  },
);

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(10)};

  ${mobile} {
    grid-template-columns: 1fr;
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: 1.375rem;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const Aside = styled.aside`
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    font-size: 1.125rem;
  }

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

export function ContactUsPage() {
  const { t } = useTranslation(['content-contact-us', 'trader']);
  return (
    <PageSection>
      <PageHeader routeId="contact-us" lead={t('lead')} />
      <Layout>
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">{t('form.heading')}</h2>
          <ContactForm />
        </section>
        <Aside aria-labelledby="contact-direct">
          <h2 id="contact-direct">{t('trader:contactHeading')}</h2>
          <TraderContact />
          <h2>{t('common:layout.trader')}</h2>
          <TraderIdentity />
          <h2 id="contact-before">{t('before.heading')}</h2>
          <ul>
            <li>
              <Link to={paths.claims}>{t('before.claims')}</Link>
            </li>
            <li>
              <Link to={paths.faq}>{t('before.faq')}</Link>
            </li>
            <li>
              <Link to={paths.documents}>{t('before.documents')}</Link>
            </li>
          </ul>
          <p>{t('before.response')}</p>
        </Aside>
      </Layout>
    </PageSection>
  );
}
