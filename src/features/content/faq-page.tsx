import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { FieldHint, FieldLabel, inputStyles } from '../../app/ui/field-styles';
import { ClosingCall } from './ui/closing-call';
import { InlineText } from './ui/content-blocks';

interface FaqItem {
  id: string;
  q: string;
  a: string;
}

interface FaqGroup {
  id: string;
  title: string;
  items: FaqItem[];
}

/** An answer as plain text: the label of a link, the words of bold text, without the markup. */
const plainText = (text: string) => text.replace(/\*\*(.+?)\*\*/g, '$1').replace(/\[([^\]]+)\]\([^)\s]+\)/g, '$1');

/**
 * Drivers often type without diacritics ("steta", "vozac"). Đ has no decomposition in Unicode and is often
 * written "dj", so both spellings fold to "d"; the same folding on both sides keeps the match symmetric.
 */
const fold = (text: string) =>
  text.toLocaleLowerCase('hr').replace(/đ/g, 'd').normalize('NFD').replace(/\p{M}/gu, '').replace(/dj/g, 'd');

/**
 * Croatian nouns change their ending ("šteta", "štetu", "štete"), so a word's final vowel is dropped and the rest
 * is looked for anywhere in the text: "steta" also finds "štetu", "cijena" also finds "cijenu".
 */
const searchWords = (query: string) =>
  fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (word.length >= 4 && /[aeiou]$/.test(word) ? word.slice(0, -1) : word));

const matches = (item: FaqItem, words: string[]) => {
  const haystack = fold(`${item.q} ${plainText(item.a)}`);
  return words.every((word) => haystack.includes(word));
};

const SearchBox = styled.div`
  max-width: 36rem;
  margin-bottom: ${({ theme }) => theme.space(4)};

  input {
    ${inputStyles}
  }
`;

const Status = styled.div`
  min-height: 1.5rem;
  margin-bottom: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};

  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Group = styled.section`
  max-width: 48rem;
  margin-bottom: ${({ theme }) => theme.space(10)};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.5rem;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const Questions = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Question = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    margin: 0;
    font-size: 1.0625rem;
  }
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  width: 100%;
  min-height: 3rem;
  padding: ${({ theme }) => theme.space(4)} 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primaryStrong};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;

  &::after {
    content: '';
    flex: none;
    width: 0.625rem;
    height: 0.625rem;
    margin-right: ${({ theme }) => theme.space(1)};
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-25%) rotate(45deg);
    transition: transform 0.15s ease;
  }

  &[aria-expanded='true']::after {
    transform: translateY(25%) rotate(-135deg);
  }
`;

const Answer = styled.div`
  padding: 0 0 ${({ theme }) => theme.space(5)};

  p {
    margin: 0;
    max-width: 44rem;
  }
`;

function FaqQuestion({ item, open, onToggle }: { item: FaqItem; open: boolean; onToggle: () => void }) {
  const questionId = `faq-${item.id}-question`;
  const answerId = `faq-${item.id}-answer`;
  return (
    <Question>
      <h3>
        <Toggle type="button" id={questionId} aria-expanded={open} aria-controls={answerId} onClick={onToggle}>
          {item.q}
        </Toggle>
      </h3>
      <Answer id={answerId} role="region" aria-labelledby={questionId} hidden={!open} data-faq-answer>
        <p>
          <InlineText text={item.a} />
        </p>
      </Answer>
    </Question>
  );
}

/** schema.org FAQPage, so search engines can show the answers; it mirrors the questions on the page. */
function FaqStructuredData({ groups }: { groups: readonly FaqGroup[] }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({
        '@type': 'Question',
        name: item.q,
        acceptedAnswer: { '@type': 'Answer', text: plainText(item.a) },
      })),
    ),
  };
  // "<" escaped so no answer text can ever close the script element early.
  return <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>;
}

export function FaqPage() {
  const { t } = useTranslation('content-faq');
  const groups = t('groups', { returnObjects: true }) as FaqGroup[];
  const [query, setQuery] = useState('');
  const [openItems, setOpenItems] = useState<ReadonlySet<string>>(new Set());

  const words = searchWords(query);
  const visibleGroups = groups
    .map((group) => ({ ...group, items: group.items.filter((item) => matches(item, words)) }))
    .filter((group) => group.items.length > 0);
  const found = visibleGroups.reduce((sum, group) => sum + group.items.length, 0);

  const toggle = (id: string) =>
    setOpenItems((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <>
      {/* Without JavaScript the questions cannot open: every answer is shown instead. */}
      <noscript>
        <style>{'[data-faq-answer][hidden] { display: block; }'}</style>
      </noscript>
      <PageSection>
        <PageHeader routeId="faq" lead={t('lead')} />
        <SearchBox role="search">
          <FieldLabel htmlFor="faq-search">{t('search.label')}</FieldLabel>
          <input
            id="faq-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby="faq-search-hint"
            autoComplete="off"
          />
          <FieldHint id="faq-search-hint">{t('search.hint')}</FieldHint>
        </SearchBox>
        <Status role="status" aria-live="polite">
          {words.length === 0 ? null : found > 0 ? (
            <p>{t('search.results', { count: found })}</p>
          ) : (
            <>
              <p>{t('search.noResults', { query: query.trim() })}</p>
              <p>
                <InlineText text={t('search.noResultsHelp')} />
              </p>
            </>
          )}
        </Status>
        {visibleGroups.map((group) => (
          <Group key={group.id} aria-labelledby={`faq-group-${group.id}`}>
            <h2 id={`faq-group-${group.id}`}>{group.title}</h2>
            <Questions>
              {group.items.map((item) => (
                <FaqQuestion key={item.id} item={item} open={openItems.has(item.id)} onToggle={() => toggle(item.id)} />
              ))}
            </Questions>
          </Group>
        ))}
      </PageSection>
      <ClosingCall
        headingId="faq-closing"
        heading={t('closing.heading')}
        text={<InlineText text={t('closing.text')} />}
        action={{ to: paths.onboarding, label: t('closing.cta') }}
      />
      <FaqStructuredData groups={groups} />
    </>
  );
}
