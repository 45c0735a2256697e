import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { AdminGetFunnelResponse } from '@contracts/admin-get-funnel';
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
`;

const percent = (part: number, whole: number) => `${whole > 0 ? (part / whole) * 100 : 0}%`;

/**
 * The funnel as bars: how many reached each step (the whole bar, against the quotes started) and how many of them
 * stopped there (its striped end). Drawn for the eye only: the table beside it holds the same numbers for everyone.
 */
export function FunnelChart({ funnel }: { funnel: AdminGetFunnelResponse }) {
  const { t } = useTranslation('admin');
  const whole = Math.max(funnel.started, ...funnel.steps.map((step) => step.reached));
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
      </Legend>
      <Rows aria-hidden="true">
        {funnel.steps.map((step) => (
          <Fragment key={step.step}>
            <span className="label">{t(`funnel.steps.${step.step}`)}</span>
            <span className="track">
              <span className="reached" style={{ width: percent(step.reached, whole) }} />
              <span
                className="stopped"
                style={{
                  left: percent(step.reached - step.stoppedHere, whole),
                  width: percent(step.stoppedHere, whole),
                }}
              />
            </span>
            <span className="value">{step.reached}</span>
          </Fragment>
        ))}
      </Rows>
      <figcaption id="funnel-chart-caption">{t('funnel.chartCaption')}</figcaption>
    </Figure>
  );
}
