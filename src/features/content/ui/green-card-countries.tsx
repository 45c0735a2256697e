import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { greenCardCountries, type GreenCardEntry } from '@contracts/green-card-countries';

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li + li {
    margin-top: 0;
  }
`;

const Checked = styled.p`
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The groups a reader looks for, in the order they matter on a trip; Croatia itself is not a destination. */
const groups: readonly { entry: Exclude<GreenCardEntry, 'home'>; key: string }[] = [
  { entry: 'card', key: 'card' },
  { entry: 'plate', key: 'plate' },
  { entry: 'not-covered', key: 'notCovered' },
];

// yyyy-MM-dd as dd/MM/yyyy without the date library, which the travel page's first load does not otherwise carry.
const displayDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

/**
 * Where a car registered in Croatia needs the green card, where the plate will do, and where the policy does not
 * cover it, from the one list the card itself is printed from (contracts/green-card-countries.ts), with the date it
 * was checked. The texts are the page's own (`greenCard` in `namespace`); `withHeading` when the page has not
 * already headed the list with `greenCard.heading`.
 */
export function GreenCardCountries({ namespace, withHeading = false }: { namespace: string; withHeading?: boolean }) {
  const { t, i18n } = useTranslation(namespace);
  const language = i18n.language === 'en' ? 'en' : 'hr';
  const id = useId();
  const collator = new Intl.Collator(language);
  return (
    <Groups>
      {withHeading ? <h2>{t('greenCard.heading')}</h2> : null}
      {groups.map(({ entry, key }) => (
        <section key={key} aria-labelledby={`${id}-${key}`}>
          <h3 id={`${id}-${key}`}>{t(`greenCard.countries.${key}`)}</h3>
          <ul>
            {greenCardCountries.countries
              .filter((country) => country.entry === entry)
              .map((country) => country.name[language])
              .sort(collator.compare)
              .map((name) => (
                <li key={name}>{name}</li>
              ))}
          </ul>
        </section>
      ))}
      <Checked>
        {t('greenCard.countries.checkedOn')}{' '}
        <time dateTime={greenCardCountries.checkedOn}>{displayDate(greenCardCountries.checkedOn)}</time>
      </Checked>
    </Groups>
  );
}
