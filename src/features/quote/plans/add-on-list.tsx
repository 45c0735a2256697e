import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { addOnCovers, type AddOnOption } from '@contracts/covers';
import type { PricingResponse } from '@contracts/get-groupama-pricing-for-options';
import { track } from '../../../app/analytics';
import { useEuros } from '../../../app/ui/use-euros';
import { useOnboarding } from '../state/onboarding-store';
import { ChoiceCard, ChoiceList } from './choice-styles';
import { checkboxAddOns, coverPrice } from './cover-prices';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(8)};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }

  > p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Exclusive = styled.p`
  && {
    font-style: italic;
  }
`;

/** Which note tells the driver that an add-on excludes its partner (spec §4); the reducer enforces it. */
const exclusionNote: Partial<Record<AddOnOption, string>> = {
  'roadside-assistance': 'addOns.onlyOneRoadside',
  'roadside-assistance-europe': 'addOns.onlyOneRoadside',
  'passenger-and-driver-protection': 'addOns.onlyOneAccident',
  'extended-passenger-and-driver-protection': 'addOns.onlyOneAccident',
};

/** The optional covers as checkboxes with their yearly price; the list always shows what the store holds. */
export function AddOnList({ pricing }: { pricing: PricingResponse }) {
  const { t } = useTranslation('onboarding-plans');
  const euros = useEuros();
  const { state, dispatch } = useOnboarding();
  const headingId = useId();
  const offered = checkboxAddOns.flatMap((option) => {
    const price = coverPrice(pricing, addOnCovers[option]);
    return price === undefined ? [] : [{ option, price }];
  });

  const toggle = (option: AddOnOption, selected: boolean) => {
    if (option === 'roadside-assistance-europe' && selected) track('user_selected_roadside_assistance_europe');
    dispatch({ type: 'optionToggled', option, selected });
  };

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('addOns.heading')}</h2>
      <p>{t('addOns.hint')}</p>
      <ChoiceList>
        {offered.map(({ option, price }) => {
          const id = `add-on-${option}`;
          const code = addOnCovers[option];
          const checked = state.options.includes(option);
          const note = exclusionNote[option];
          return (
            <li key={option}>
              <ChoiceCard $checked={checked}>
                <input
                  type="checkbox"
                  id={id}
                  checked={checked}
                  aria-describedby={note ? `${id}-description ${id}-note` : `${id}-description`}
                  onChange={(event) => toggle(option, event.target.checked)}
                />
                <label htmlFor={id}>
                  <span>{t(`covers.${code}.name`)}</span>{' '}
                  <span className="price">{t('addOns.price', { price: euros(price) })}</span>
                </label>
                <p id={`${id}-description`}>{t(`covers.${code}.description`)}</p>
                {note ? <Exclusive id={`${id}-note`}>{t(note)}</Exclusive> : null}
              </ChoiceCard>
            </li>
          );
        })}
      </ChoiceList>
    </Section>
  );
}
