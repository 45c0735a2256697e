import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { mobile } from '../../../app/theme';

const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space(6)};

  figcaption {
    margin-top: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9375rem;
  }
`;

const reachedFill = css`
  background: ${({ theme }) => theme.colors.primary};
`;

/** Paid is where a quote should end: the goal, drawn solid in the colour of success, never as a loss. */
const goalFill = css`
  background: ${({ theme }) => theme.colors.success};
`;

/** The part of a bar that went no further: striped, so it does not rely on colour alone. */
const stoppedFill = css`
  background: repeating-linear-gradient(
    45deg,
    ${({ theme }) => theme.colors.accent} 0 4px,
    ${({ theme }) => theme.colors.primaryStrong} 4px 8px
  );
`;

const Rows = styled.div`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr) 4rem;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  align-items: center;

  ${mobile} {
    grid-template-columns: minmax(0, 1fr) 3.5rem;

    .label {
      grid-column: 1 / -1;
    }
  }

  .track {
    position: relative;
    height: 1.5rem;
    background: ${({ theme }) => theme.colors.surface};
    border-radius: 0.25rem;
    overflow: hidden;
  }

  .reached,
  .stopped {
    position: absolute;
    top: 0;
    bottom: 0;
    left: 0;
  }

  .reached {
    ${reachedFill}
  }

  .stopped {
    ${stoppedFill}
  }

  .goal {
    ${goalFill}
  }

  .value {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;

  span {
    display: inline-block;
    width: 1rem;
    height: 1rem;
    margin-right: ${({ theme }) => theme.space(2)};
    vertical-align: middle;
  }

  .reached {
    ${reachedFill}
  }

  .stopped {
    ${stoppedFill}
  }

  .goal {
    ${goalFill}
  }
`;

const percent = (part: number, whole: number) => `${whole > 0 ? (part / whole) * 100 : 0}%`;

/** A funnel as both views count it: how many started, and per step how many reached it and stopped there. */
export interface FunnelFigures {
  started: number;
  steps: readonly { step: string; reached: number; stoppedHere: number }[];
}

/** Those that reached the funnel's goal (its last step), and their share of those started, as staff read it. */
export function goalOf(funnel: FunnelFigures, language: string) {
  const reached = funnel.steps.at(-1)?.reached ?? 0;
  const share = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(
    funnel.started > 0 ? reached / funnel.started : 0,
  );
  return { reached, share };
}

interface FunnelChartProps {
  funnel: FunnelFigures;
  /** The step in words. */
  stepLabel: (step: string) => string;
  /** What the chart shows and how many reached the goal, in words: the figure's name. */
  caption: string;
  /** The goal's entry in the legend. */
  goalLegend: string;
}

/**
 * The funnel as bars: how many reached each step (the whole bar, against those started) and how many of them stopped
 * there (its striped end); the last step, the goal (a quote paid, a report sent), is one solid bar. Drawn for the
 * eye: its caption says what it shows and how many reached the goal, and the table beside it holds every number for
 * everyone.
 */
export function FunnelChart({ funnel, stepLabel, caption, goalLegend }: FunnelChartProps) {
  const { t } = useTranslation('admin');
  const whole = Math.max(funnel.started, ...funnel.steps.map((step) => step.reached));
  const goalStep = funnel.steps.at(-1)?.step;
  return (
    <Figure aria-labelledby="funnel-chart-caption">
      <Legend aria-hidden="true">
        <li>
          <span className="reached" />
          {t('funnel.columns.reached')}
        </li>
        <li>
          <span className="stopped" />
          {t('funnel.columns.stopped')}
        </li>
        <li>
          <span className="goal" />
          {goalLegend}
        </li>
      </Legend>
      <Rows aria-hidden="true">
        {funnel.steps.map((step) => (
          <Fragment key={step.step}>
            <span className="label">{stepLabel(step.step)}</span>
            <span className="track" data-step={step.step}>
              {step.step === goalStep ? (
                <span className="goal" style={{ width: percent(step.reached, whole) }} />
              ) : (
                <>
                  <span className="reached" style={{ width: percent(step.reached, whole) }} />
                  <span
                    className="stopped"
                    style={{
                      left: percent(step.reached - step.stoppedHere, whole),
                      width: percent(step.stoppedHere, whole),
                    }}
                  />
                </>
              )}
            </span>
            <span className="value">{step.reached}</span>
          </Fragment>
        ))}
      </Rows>
      <figcaption id="funnel-chart-caption">{caption}</figcaption>
    </Figure>
  );
}
