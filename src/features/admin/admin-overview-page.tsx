import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useAdminBankCredits } from '../../api/admin-list-bank-credits';
import { useAdminInbox } from '../../api/admin-list-inbox';
import { useAdminOrders } from '../../api/admin-search-orders';
import type { CallError } from '../../api/call-function';
import { mobile } from '../../app/theme';
import { CallErrorText, Loading, SectionHeader } from './admin-ui';
import { attentionParam } from './orders/order-paths';
import { inboxStateParam } from './inbox/inbox-params';
import { adminPaths } from './admin-sections';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(8)};
  padding: 0;
  list-style: none;

  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Card = styled.li`
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.0625rem;
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }

  .count {
    font-size: 2.25rem;
    font-weight: 800;
    line-height: 1.2;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }

  a {
    font-weight: 600;
  }
`;

const Sections = styled.dl`
  display: grid;
  grid-template-columns: minmax(10rem, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(3)} ${theme.space(6)}`};

  dt a {
    font-weight: 700;
  }

  dd {
    margin: 0;
  }

  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(1)};

    dd + dt {
      margin-top: ${({ theme }) => theme.space(3)};
    }
  }
`;

interface FigureProps {
  id: string;
  label: string;
  count: number | undefined;
  error: CallError | null;
  to: string;
  linkText: string;
}

function Figure({ id, label, count, error, to, linkText }: FigureProps) {
  return (
    <Card aria-labelledby={id}>
      <h2 id={id}>{label}</h2>
      {error ? <CallErrorText error={error} /> : count === undefined ? <Loading /> : <p className="count">{count}</p>}
      <Link to={to}>{linkText}</Link>
    </Card>
  );
}

const describedSections = [
  'admin-orders',
  'admin-offer-requests',
  'admin-contact-messages',
  'admin-banners',
  'admin-coupons',
  'admin-funnel',
  'admin-audit',
] as const;

/**
 * What waits for staff today: new offer requests and messages, orders to act on, money that came by bank transfer and
 * paid no policy; and the way to every section.
 */
export function AdminOverviewPage() {
  const { t } = useTranslation('admin');
  // The first page of each list, as its own page asks for it: opening that page next costs no second request.
  const offers = useAdminInbox('offer-requests', 'new');
  const messages = useAdminInbox('contact-messages', 'new');
  const attention = useAdminOrders({ query: null, attention: true });
  // The bank credits section opens on those waiting for staff, so the count is theirs.
  const credits = useAdminBankCredits('queued');
  return (
    <>
      <SectionHeader section="admin" lead={t('overview.lead')} />
      <Cards>
        <Figure
          id="overview-offers"
          label={t('overview.newOfferRequests')}
          count={offers.data?.pages[0]?.counts.new}
          error={offers.error}
          to={`${adminPaths['admin-offer-requests']}?${inboxStateParam}=new`}
          linkText={t('overview.toOfferRequests')}
        />
        <Figure
          id="overview-messages"
          label={t('overview.newMessages')}
          count={messages.data?.pages[0]?.counts.new}
          error={messages.error}
          to={`${adminPaths['admin-contact-messages']}?${inboxStateParam}=new`}
          linkText={t('overview.toMessages')}
        />
        <Figure
          id="overview-attention"
          label={t('overview.ordersNeedingAttention')}
          count={attention.data?.pages[0]?.total}
          error={attention.error}
          to={`${adminPaths['admin-orders']}?${attentionParam}=1`}
          linkText={t('overview.toOrders')}
        />
        <Figure
          id="overview-bank-credits"
          label={t('overview.bankCreditsWaiting')}
          count={credits.data?.pages[0]?.counts.queued}
          error={credits.error}
          to={adminPaths['admin-bank-credits']}
          linkText={t('overview.toBankCredits')}
        />
      </Cards>
      <section aria-labelledby="overview-sections">
        <h2 id="overview-sections">{t('overview.sections')}</h2>
        <Sections>
          {describedSections.map((id) => (
            <Fragment key={id}>
              <dt>
                <Link to={adminPaths[id]}>{t(`sections.${id}.heading`)}</Link>
              </dt>
              <dd>{t(`overview.about.${id}`)}</dd>
            </Fragment>
          ))}
        </Sections>
      </section>
    </>
  );
}
