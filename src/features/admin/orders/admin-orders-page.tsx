import { Form, Formik } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { adminSearchOrdersRequestSchema, type AdminOrderRow } from '@contracts/admin-search-orders';
import { useAdminOrders } from '../../../api/admin-search-orders';
import { mobile } from '../../../app/theme';
import { FocusFirstErrorOnSubmit } from '../../../app/ui/focus-first-error-on-submit';
import { CheckboxField, TextField } from '../../../app/ui/form-field';
import { SubmitButton } from '../../../app/ui/submit-button';
import { formatEuros } from '../../../lib/money';
import { requestErrors, textOrNull } from '../admin-form';
import { DriverText, PagedList, SectionHeader, Table, TableRegion, formatInstant } from '../admin-ui';
import { OrderStates } from './order-states';
import { orderPath, orderSearchOf, orderSearchParams } from './order-paths';

const SearchRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;

  /* Level with the box, not with the hint under it: below the label's line and its margin. */
  > button {
    margin-top: calc(1.5em + ${({ theme }) => theme.space(2)});
  }

  ${mobile} {
    grid-template-columns: minmax(0, 1fr);

    > button {
      margin-top: 0;
    }
  }
`;

interface SearchValues {
  query: string;
  attention: boolean;
}

function OrderTable({ rows }: { rows: AdminOrderRow[] }) {
  const { t } = useTranslation('admin');
  return (
    <TableRegion label={t('orders.table')}>
      <Table>
        <thead>
          <tr>
            <th scope="col">
              {t('orders.columns.order')}
              <span className="secondary">{t('orders.columns.created')}</span>
            </th>
            <th scope="col">{t('orders.columns.policyholder')}</th>
            <th scope="col">{t('orders.columns.plate')}</th>
            <th scope="col">{t('orders.columns.policy')}</th>
            <th scope="col">{t('orders.columns.state')}</th>
            <th scope="col" className="number">
              {t('orders.columns.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.orderNumber}>
              {/* When it was started goes under the number: one column fewer, so the amount fits at 1280 px. */}
              <th scope="row">
                <Link to={orderPath(row.orderNumber)}>{row.orderNumber}</Link>
                <time className="secondary" dateTime={row.createdAt}>
                  {formatInstant(row.createdAt)}
                </time>
              </th>
              <td className="text">
                <DriverText text={row.policyholderName} />
                <br />
                {row.email}
              </td>
              <td className="nowrap">{row.licensePlate ?? '—'}</td>
              <td className="nowrap">{row.policyNumber ?? '—'}</td>
              <td>
                <OrderStates order={row} />
              </td>
              <td className="number">{formatEuros(row.total)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableRegion>
  );
}

/**
 * Orders and their policies: one search box (an order number, a policy number, an e-mail or a plate; the server
 * reads which), the orders staff must act on, and the newest first, a page at a time.
 */
export function AdminOrdersPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const search = orderSearchOf(params);
  const orders = useAdminOrders(search);
  const form = useRef<HTMLFormElement>(null);
  const first = orders.data?.pages[0];
  const toRequest = (values: SearchValues) => ({
    query: textOrNull(values.query),
    attention: values.attention,
    cursor: null,
  });
  return (
    <>
      <SectionHeader section="admin-orders" lead={t('orders.lead')} />
      <Formik<SearchValues>
        initialValues={{ query: search.query ?? '', attention: search.attention }}
        enableReinitialize
        validate={(values) => requestErrors(adminSearchOrdersRequestSchema, toRequest(values))}
        onSubmit={(values) => {
          const { query, attention } = toRequest(values);
          setParams(orderSearchParams({ query, attention }));
        }}
      >
        <Form ref={form} noValidate role="search" aria-label={t('orders.search.label')}>
          <FocusFirstErrorOnSubmit form={form} />
          <SearchRow>
            <TextField
              name="query"
              type="search"
              label={t('orders.search.label')}
              hint={t('orders.search.hint')}
              autoComplete="off"
              spellCheck={false}
            />
            <SubmitButton>{t('orders.search.submit')}</SubmitButton>
          </SearchRow>
          <CheckboxField
            name="attention"
            label={t('orders.search.attention')}
            hint={t('orders.search.attentionHint')}
          />
        </Form>
      </Formik>
      {first && first.queryKind !== 'none' ? (
        <p>{t('orders.readAs', { kind: t(`orders.queryKinds.${first.queryKind}`) })}</p>
      ) : null}
      <PagedList list={orders} empty={search.query || search.attention ? t('orders.noneFound') : t('orders.none')}>
        {(rows) => <OrderTable rows={rows} />}
      </PagedList>
    </>
  );
}
