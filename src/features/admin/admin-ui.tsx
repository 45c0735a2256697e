import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AdminPage } from '@contracts/admin-paging';
import type { CallError } from '../../api/call-function';
import { usePageMeta } from '../../app/layout/document-meta';
import { PageHeader } from '../../app/layout/page-header';
import { mobile } from '../../app/theme';
import { SecondaryButton } from '../../app/ui/buttons';
import { ErrorText } from '../../app/ui/panel';
import { formatZagrebDateTime } from '../../lib/zagreb-time';
import type { AdminSectionId } from './admin-sections';

/**
 * Text a driver typed, isolated (`<bdi>`): right-to-left letters or a direction override in it (a contact message may
 * hold one; stored text from before the rules may too) cannot reorder what the console writes after it. The console
 * shows every driver's text through this, or through `SentenceWithDriverTexts` inside one of its own sentences.
 */
export function DriverText({ text }: { text: string | null | undefined }) {
  return <bdi>{text || '—'}</bdi>;
}

// A placeholder's number between private-use characters, which no text of ours holds; split on, the numbers come at
// the odd places, the sentence's own words between them.
const placeholders = /\uE000(\d+)\uE001/g;

/**
 * One of the console's sentences with drivers' texts in it ("„{{reason}}” ({{at}})"), each text isolated as
 * `DriverText` isolates it. `sentence` words it with the placeholders it is given in the texts' stead.
 */
export function SentenceWithDriverTexts({
  sentence,
  texts,
}: {
  sentence: (placeholders: Record<string, string>) => string;
  texts: Record<string, string | null | undefined>;
}) {
  const keys = Object.keys(texts);
  const worded = sentence(Object.fromEntries(keys.map((key, index) => [key, `\uE000${index}\uE001`])));
  return (
    <>
      {worded
        .split(placeholders)
        .map((part, index) =>
          index % 2 === 1 ? <DriverText key={index} text={texts[keys[Number(part)] ?? '']} /> : part,
        )}
    </>
  );
}

/**
 * A wide table scrolls on its own on a narrow screen; focusable, so a keyboard can scroll it too. A shadow at an edge
 * with more table behind it says there is more to scroll to: the two covers move with the table (`local`) and uncover
 * the shadows (`scroll`) as soon as a column is out of view on that side.
 */
const Scroll = styled.div`
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.space(4)};
  background:
    linear-gradient(to right, ${({ theme }) => theme.colors.background} 40%, transparent) left / 2.5rem 100% no-repeat
      local,
    linear-gradient(to left, ${({ theme }) => theme.colors.background} 40%, transparent) right / 2.5rem 100% no-repeat
      local,
    radial-gradient(farthest-side at 0 50%, rgb(15 36 48 / 35%), transparent) left / 0.875rem 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgb(15 36 48 / 35%), transparent) right / 0.875rem 100% no-repeat scroll;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;

  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }

  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  th {
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 700;
    white-space: nowrap;
  }

  /* A long heading over a short value (a date) wraps rather than widen its column. */
  th.wrap {
    white-space: normal;
  }

  /* Numbers, dates, plates and codes are read whole: never broken across lines. */
  .number,
  .nowrap {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }

  .number {
    text-align: right;
  }

  /* A second line under a cell's main value (when an order was started, under its number). */
  .secondary {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 400;
  }

  /*
   * A coupon code as staff make one is short, but the rules allow long ones: a long one breaks rather than push the
   * actions out of view.
   */
  .code {
    min-width: 8rem;
    white-space: normal;
    overflow-wrap: anywhere;
  }

  /* Free text (names, e-mails) takes the room that is left, and may break anywhere rather than widen the table. */
  .text {
    min-width: 9rem;
    overflow-wrap: anywhere;
  }
`;

export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Scroll role="region" aria-label={label} tabIndex={0}>
      {children}
    </Scroll>
  );
}

/** A state at a glance: new, needs attention, done. Text and border, never colour alone. */
/** A record's story, oldest first: a dot per event on a line, its time above it. */
export const Timeline = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    position: relative;
    padding: 0 0 ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
    border-left: 2px solid ${({ theme }) => theme.colors.border};
  }

  li::before {
    content: '';
    position: absolute;
    left: -0.4375rem;
    top: 0.375rem;
    width: 0.75rem;
    height: 0.75rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
  }

  time,
  .secondary {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9375rem;
  }

  .event {
    display: block;
    font-weight: 600;
  }

  .detail {
    display: block;
    overflow-wrap: anywhere;
  }
`;

export const Badge = styled.span<{ $tone?: 'neutral' | 'attention' | 'done' }>`
  display: inline-block;
  padding: ${({ theme }) => `0 ${theme.space(2)}`};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius};
  font-size: 0.875rem;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme, $tone }) =>
    $tone === 'attention' ? theme.colors.error : $tone === 'done' ? theme.colors.success : theme.colors.textMuted};
`;

export const Empty = styled.p`
  padding: ${({ theme }) => theme.space(6)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** What a failed console call answered, in words: the contract's error key, from the console's texts or the site's. */
export function CallErrorText({ error }: { error: CallError | null }) {
  const { t } = useTranslation('admin');
  if (!error) return null;
  return <ErrorText role="alert">{t(error.errorKey, { ns: ['admin', 'common'] })}</ErrorText>;
}

export function Loading() {
  const { t } = useTranslation('admin');
  return <p role="status">{t('loading')}</p>;
}

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface ListFooterProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

/** How many of how many are shown, and the next page on request (lists page on the server, never all at once). */
function ListFooter({ shown, total, hasMore, loadingMore, onMore }: ListFooterProps) {
  const { t } = useTranslation('admin');
  return (
    <Footer>
      <p aria-live="polite">{t('list.shown', { shown, total })}</p>
      {hasMore ? (
        <SecondaryButton type="button" aria-busy={loadingMore} onClick={() => !loadingMore && onMore()}>
          {loadingMore ? t('list.loadingMore') : t('list.loadMore')}
        </SecondaryButton>
      ) : null}
    </Footer>
  );
}

interface PagedListProps<Item> {
  list: UseInfiniteQueryResult<InfiniteData<AdminPage<Item>, string | null>, CallError>;
  /** Said when nothing matches. */
  empty: string;
  children: (items: Item[]) => ReactNode;
}

/** A console list in every state: loading, failed, empty, or its items with the count and the next page. */
export function PagedList<Item>({ list, empty, children }: PagedListProps<Item>) {
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  if (list.isPending) return <Loading />;
  if (items.length === 0) return list.error ? <CallErrorText error={list.error} /> : <Empty>{empty}</Empty>;
  return (
    <>
      {children(items)}
      <CallErrorText error={list.isFetchNextPageError ? list.error : null} />
      <ListFooter
        shown={items.length}
        total={list.data?.pages[0]?.total ?? items.length}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
      />
    </>
  );
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(5)};

  button {
    min-height: 2.75rem;
    padding: ${({ theme }) => `0 ${theme.space(4)}`};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }

  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onDark};
  }

  ${mobile} {
    button {
      flex: 1 1 auto;
    }
  }
`;

interface FilterGroupProps<Value extends string> {
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}

/** One choice of a few filters (an inbox's states, coupons' usability): toggle buttons, the chosen one pressed. */
export function FilterGroup<Value extends string>({ label, options, value, onChange }: FilterGroupProps<Value>) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </Group>
  );
}

/** An instant as staff read it, in Zagreb time; a dash for none. */
export const formatInstant = (iso: string | null | undefined): string => (iso ? formatZagrebDateTime(iso) : '—');

/**
 * A section's one `h1` and the document's title, from `admin:sections.<id>`: the console's sections are not in the
 * route table, so the layout's title logic does not reach them.
 */
export function SectionHeader({
  section,
  heading,
  lead,
}: {
  section: AdminSectionId;
  heading?: string;
  lead?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t(`sections.${section}.title`), description: t('sections.admin.heading') });
  return <PageHeader routeId="admin" heading={heading ?? t(`sections.${section}.heading`)} lead={lead} />;
}
