import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../../app/route-table';
import { mobile } from '../../../app/theme';
import { progressSteps, type ProgressStep } from '../state/onboarding-state';
import { useOnboarding } from '../state/onboarding-store';

const stepPaths: Record<ProgressStep, string> = {
  'calculate-price': paths['onboarding-calculate-price'],
  'insurance-plans': paths['onboarding-insurance-plans'],
  summary: paths['onboarding-summary'],
  'personal-details': paths['onboarding-about-you'],
  payment: paths['onboarding-payment'],
};

const List = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(8)};
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    flex: 1;
    counter-increment: step;
  }

  li > a,
  li > span {
    display: block;
    padding-top: ${({ theme }) => theme.space(2)};
    border-top: 4px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9375rem;
    text-decoration: none;
  }

  li > a::before,
  li > span::before {
    content: counter(step) '. ';
    font-weight: 700;
  }

  [data-state='finished'] {
    border-color: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.text};
  }

  [data-state='active'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: 700;
  }

  a:hover {
    text-decoration: underline;
  }

  ${mobile} {
    [data-state]:not([data-state='active']) .label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
  }
`;

/**
 * The five steps of spec §2: finished before the active one, active, and reachable by click up to the furthest step
 * reached, which only ever advances.
 */
export function ProgressBar({ active }: { active: ProgressStep }) {
  const { t } = useTranslation('onboarding');
  const { state } = useOnboarding();
  const activeIndex = progressSteps.indexOf(active);
  const furthest = Math.max(state.furthestStep, activeIndex);

  return (
    <nav aria-label={t('progress.label')}>
      <List>
        {progressSteps.map((step, index) => {
          const label = <span className="label">{t(`progress.steps.${step}`)}</span>;
          const stepState = index === activeIndex ? 'active' : index < activeIndex ? 'finished' : 'open';
          return (
            <li key={step}>
              {index !== activeIndex && index <= furthest ? (
                <Link to={stepPaths[step]} data-state={stepState}>
                  {label}
                  {stepState === 'finished' ? <span className="label"> ({t('progress.finished')})</span> : null}
                </Link>
              ) : (
                <span data-state={stepState} aria-current={index === activeIndex ? 'step' : undefined}>
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </List>
    </nav>
  );
}
