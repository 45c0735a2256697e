import { Form, Formik } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { adminSearchClaimsRequestSchema, type AdminClaimRow } from '@contracts/admin-search-claims';
import { useAdminClaims } from '../../../api/admin-search-claims';
import { mobile } from '../../../app/theme';
import { FocusFirstErrorOnSubmit } from '../../../app/ui/focus-first-error-on-submit';
import { CheckboxField, TextField } from '../../../app/ui/form-field';
import { SubmitButton } from '../../../app/ui/submit-button';
import { requestErrors, textOrNull } from '../admin-form';
import { DriverText, PagedList, SectionHeader, Table, TableRegion, formatInstant } from '../admin-ui';
import { claimPath, claimSearchOf, claimSearchParams } from './claim-paths';
import { ClaimStates } from './claim-states';
import './claim-texts';

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
  waiting: boolean;
}

const DriverList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }

  .name {
    display: block;
  }

  .secondary {
    overflow-wrap: anywhere;
  }
`;

/**
 * Each vehicle of the statement on its own lines: side and plate, then the driver's name and e-mail. One column for
 * what used to be two (plates, e-mails), so the list fits the console at 1280 px without cutting a column.
 */
function Drivers({ row }: { row: AdminClaimRow }) {
  if (row.drivers.length === 0) return <>—</>;
  return (
    <DriverList>
      {row.drivers.map((driver) => (
        <li key={driver.role}>
          <span className="nowrap">
            {driver.role}: <DriverText text={driver.plate} />
          </span>
          {driver.name ? (
            <span className="name">
              <DriverText text={driver.name} />
            </span>
          ) : null}
          {driver.email ? <span className="secondary">{driver.email}</span> : null}
        </li>
      ))}
    </DriverList>
  );
}

function ClaimTable({ rows }: { rows: AdminClaimRow[] }) {
  const { t } = useTranslation(['admin', 'admin-claims']);
  return (
    <TableRegion label={t('admin-claims:claims.table')}>
      <Table>
        <thead>
          <tr>
            <th scope="col">
              {t('admin-claims:claims.columns.claim')}
              <span className="secondary">{t('admin-claims:claims.columns.created')}</span>
            </th>
            <th scope="col">{t('admin-claims:claims.columns.accident')}</th>
            <th scope="col">{t('admin-claims:claims.columns.drivers')}</th>
            <th scope="col">{t('admin-claims:claims.columns.state')}</th>
            <th scope="col" className="wrap">
              {t('admin-claims:claims.columns.lastHeard')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.claimId}>
              <th scope="row">
                <Link to={claimPath(row.claimId)} className="nowrap">
                  {row.claimNumber}
                </Link>
                <time className="secondary" dateTime={row.createdAt}>
                  {formatInstant(row.createdAt)}
                </time>
              </th>
              <td className="nowrap">{row.accidentDate ?? '—'}</td>
              <td className="text">
                <Drivers row={row} />
              </td>
              <td>
                <ClaimStates state={row.state} waiting={row.waiting} />
              </td>
              <td className="nowrap">
                <time dateTime={row.lastHeardAt}>{formatInstant(row.lastHeardAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableRegion>
  );
}

/**
 * Claims after accident statements: one search box (a claim number, an e-mail, a plate or a driver's name; the server
 * reads which), the claims waiting for us, and the newest first, a page at a time.
 */
export function AdminClaimsPage() {
  const { t } = useTranslation(['admin', 'admin-claims']);
  const [params, setParams] = useSearchParams();
  const search = claimSearchOf(params);
  const claims = useAdminClaims(search);
  const form = useRef<HTMLFormElement>(null);
  const first = claims.data?.pages[0];
  const toRequest = (values: SearchValues) => ({
    query: textOrNull(values.query),
    waiting: values.waiting,
    cursor: null,
  });
  return (
    <>
      <SectionHeader section="admin-claims" lead={t('admin-claims:claims.lead')} />
      <Formik<SearchValues>
        initialValues={{ query: search.query ?? '', waiting: search.waiting }}
        enableReinitialize
        validate={(values) => requestErrors(adminSearchClaimsRequestSchema, toRequest(values))}
        onSubmit={(values) => {
          const { query, waiting } = toRequest(values);
          setParams(claimSearchParams({ query, waiting }));
        }}
      >
        <Form ref={form} noValidate role="search" aria-label={t('admin-claims:claims.search.label')}>
          <FocusFirstErrorOnSubmit form={form} />
          <SearchRow>
            <TextField
              name="query"
              type="search"
              label={t('admin-claims:claims.search.label')}
              hint={t('admin-claims:claims.search.hint')}
              autoComplete="off"
              spellCheck={false}
            />
            <SubmitButton>{t('admin-claims:claims.search.submit')}</SubmitButton>
          </SearchRow>
          <CheckboxField
            name="waiting"
            label={t('admin-claims:claims.search.waiting')}
            hint={t('admin-claims:claims.search.waitingHint')}
          />
        </Form>
      </Formik>
      {first && first.queryKind !== 'none' ? (
        <p>{t('admin-claims:claims.readAs', { kind: t(`admin-claims:claims.queryKinds.${first.queryKind}`) })}</p>
      ) : null}
      <PagedList
        list={claims}
        empty={search.query || search.waiting ? t('admin-claims:claims.noneFound') : t('admin-claims:claims.none')}
      >
        {(rows) => <ClaimTable rows={rows} />}
      </PagedList>
    </>
  );
}
