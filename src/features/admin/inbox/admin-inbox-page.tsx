import { Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { inboxStates, type Inbox, type InboxItem, type InboxState } from '@contracts/admin-inbox';
import { adminUpdateInboxItemRequestSchema } from '@contracts/admin-update-inbox-item';
import { useAdminInbox } from '../../../api/admin-list-inbox';
import { useAdminUpdateInboxItem } from '../../../api/admin-update-inbox-item';
import { desktop } from '../../../app/theme';
import { SecondaryButton } from '../../../app/ui/buttons';
import { FocusFirstErrorOnSubmit } from '../../../app/ui/focus-first-error-on-submit';
import { SelectField } from '../../../app/ui/form-field';
import { TextAreaField } from '../../../app/ui/text-area-field';
import { Notice } from '../../../app/ui/form-layout';
import { Details, Panel } from '../../../app/ui/panel';
import { SubmitButton } from '../../../app/ui/submit-button';
import { requestErrors, textOrNull } from '../admin-form';
import { Badge, CallErrorText, FilterGroup, PagedList, SectionHeader, formatInstant } from '../admin-ui';
import { InboxItemDetails, InboxItemSummary } from './inbox-item-details';
import { allStates, inboxFilterOf, inboxStateParam, type InboxFilter } from './inbox-params';
import type { AdminSectionId } from '../admin-sections';

const Split = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  ${desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
`;

const Items = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;

  button {
    display: block;
    width: 100%;
    min-height: 2.75rem;
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }

  button[aria-current='true'] {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }

  strong,
  .summary {
    display: block;
  }

  .summary {
    margin-bottom: ${({ theme }) => theme.space(1)};
    overflow-wrap: anywhere;
  }
`;

const stateTone = (state: InboxState) => (state === 'new' ? 'attention' : state === 'in-progress' ? 'neutral' : 'done');

interface HandlingValues {
  state: InboxState;
  note: string;
}

/** Moves the item to a state with a note; the answer is the item as now stored. */
function HandlingForm({ item, onSaved }: { item: InboxItem; onSaved: (item: InboxItem) => void }) {
  const { t } = useTranslation('admin');
  const update = useAdminUpdateInboxItem();
  const form = useRef<HTMLFormElement>(null);
  const toRequest = (values: HandlingValues) => ({
    inbox: item.inbox,
    id: item.id,
    state: values.state,
    note: textOrNull(values.note),
  });
  return (
    <Formik<HandlingValues>
      initialValues={{ state: item.handling.state, note: item.handling.note ?? '' }}
      validate={(values) => requestErrors(adminUpdateInboxItemRequestSchema, toRequest(values))}
      onSubmit={async (values) => {
        try {
          onSaved((await update.mutateAsync(toRequest(values))).item);
        } catch {
          // Shown below from the mutation's error.
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form ref={form} noValidate aria-labelledby="inbox-handling">
          <FocusFirstErrorOnSubmit form={form} />
          <h3 id="inbox-handling">{t('inbox.handling')}</h3>
          <SelectField
            name="state"
            label={t('inbox.state')}
            options={inboxStates.map((state) => ({ value: state, label: t(`inbox.states.${state}`) }))}
          />
          <TextAreaField name="note" label={t('inbox.note')} hint={t('inbox.noteHint')} maxLength={2000} />
          <CallErrorText error={update.error} />
          <SubmitButton busy={isSubmitting} busyText={t('inbox.saving')}>
            {t('inbox.save')}
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}

function ItemPanel({
  item,
  onSaved,
  onClose,
}: {
  item: InboxItem;
  onSaved: (item: InboxItem) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const heading = useRef<HTMLHeadingElement>(null);
  const [saved, setSaved] = useState(false);
  // Opening an item (the panel is keyed by it) takes keyboard and screen reader users to it, as a new page would.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const { handling } = item;
  return (
    <Panel aria-labelledby="inbox-item">
      <h2 id="inbox-item" ref={heading} tabIndex={-1}>
        {t(`inbox.itemHeading.${item.inbox}`, { received: formatInstant(item.receivedAt) })}
      </h2>
      <InboxItemDetails item={item} />
      <h3>{t('inbox.handlingNow')}</h3>
      <Details>
        <dt>{t('inbox.state')}</dt>
        <dd>
          <Badge $tone={stateTone(handling.state)}>{t(`inbox.states.${handling.state}`)}</Badge>
        </dd>
        <dt>{t('inbox.note')}</dt>
        <dd>{handling.note ?? '—'}</dd>
        <dt>{t('inbox.updated')}</dt>
        <dd>
          {handling.updatedBy
            ? t('inbox.updatedBy', { who: handling.updatedBy, at: formatInstant(handling.updatedAt) })
            : '—'}
        </dd>
      </Details>
      {saved ? (
        <Notice role="status">
          <p>{t('inbox.saved')}</p>
        </Notice>
      ) : null}
      <HandlingForm
        key={`${item.id}-${handling.updatedAt ?? ''}`}
        item={item}
        onSaved={(next) => {
          onSaved(next);
          setSaved(true);
        }}
      />
      <p>
        <SecondaryButton type="button" onClick={onClose}>
          {t('inbox.close')}
        </SecondaryButton>
      </p>
    </Panel>
  );
}

/**
 * An inbox of the console: items newest first in a state (new until someone takes them), the count of every state,
 * and the chosen item beside the list with its handling.
 */
function InboxPage({ inbox, routeId }: { inbox: Inbox; routeId: AdminSectionId }) {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const filter = inboxFilterOf(params);
  const list = useAdminInbox(inbox, filter === allStates ? null : filter);
  const [selected, setSelected] = useState<InboxItem | null>(null);
  const counts = list.data?.pages[0]?.counts;
  const all = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;
  const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);
  const filters: InboxFilter[] = [...inboxStates, allStates];
  const options = filters.map((value) => ({
    value,
    label: withCount(
      value === allStates ? t('inbox.allStates') : t(`inbox.states.${value}`),
      value === allStates ? all : counts?.[value],
    ),
  }));
  return (
    <>
      <SectionHeader section={routeId} lead={t(`inbox.lead.${inbox}`)} />
      <FilterGroup
        label={t('inbox.filter')}
        options={options}
        value={filter}
        onChange={(value) => setParams({ [inboxStateParam]: value })}
      />
      <Split>
        <div>
          <PagedList list={list} empty={t(`inbox.empty.${inbox}`)}>
            {(items) => (
              <Items aria-label={t('inbox.list')}>
                {items.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      aria-current={selected?.id === item.id ? 'true' : undefined}
                      onClick={() => setSelected(item)}
                    >
                      <strong>{formatInstant(item.receivedAt)}</strong>
                      <span className="summary">
                        <InboxItemSummary item={item} />
                      </span>
                      <Badge $tone={stateTone(item.handling.state)}>{t(`inbox.states.${item.handling.state}`)}</Badge>
                    </button>
                  </li>
                ))}
              </Items>
            )}
          </PagedList>
        </div>
        {selected ? (
          <ItemPanel key={selected.id} item={selected} onSaved={setSelected} onClose={() => setSelected(null)} />
        ) : null}
      </Split>
    </>
  );
}

export const AdminOfferRequestsPage = () => <InboxPage inbox="offer-requests" routeId="admin-offer-requests" />;

export const AdminContactMessagesPage = () => <InboxPage inbox="contact-messages" routeId="admin-contact-messages" />;
