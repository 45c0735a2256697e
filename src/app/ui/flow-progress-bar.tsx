import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { FlowProgress } from '../../lib/use-flow-step';
import { mobile } from '../theme';

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

const namespaceOf = (key: string) => (key.includes(':') ? key.slice(0, key.indexOf(':')) : undefined);

/**
 * A flow's progress bar, read from its declaration: finished steps before the active one, the active one, and links
 * back up to the furthest step reached, which only ever advances. On a phone only the active step keeps its label.
 */
export function FlowProgressBar({ progress }: { progress: FlowProgress | null }) {
  // The flow's texts name their namespace ('onboarding:progress.label'): it loads with the bar, so a page of another
  // namespace opened first (a reload, a renewal landing on the summary) shows words, not keys.
  const { t } = useTranslation(progress ? namespaceOf(progress.texts.progress) : undefined);
  if (!progress) return null;
  const { steps, active, furthest, texts } = progress;

  return (
    <nav aria-label={t(texts.progress)}>
      <List>
        {steps.map((step, index) => {
          const label = <span className="label">{t(step.label)}</span>;
          const stepState = index === active ? 'active' : index < active ? 'finished' : 'open';
          return (
            <li key={step.path}>
              {index !== active && index <= furthest ? (
                <Link to={step.path} data-state={stepState}>
                  {label}
                  {stepState === 'finished' ? <span className="label"> ({t(texts.finished)})</span> : null}
                </Link>
              ) : (
                <span data-state={stepState} aria-current={index === active ? 'step' : undefined}>
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
