import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { saveConsent } from '../consent';
import { paths } from '../route-table';
import { mobile } from '../theme';

/**
 * Fixed at the bottom of the window, over the page rather than in its flow: it appears only once the page is running
 * (a pre-rendered page cannot know whether this visitor has answered, and without JavaScript there is nothing to
 * consent to), and appearing in the flow would push the page down. It comes first in the tab order, right after the
 * skip link; while it shows, the page keeps its height free at the bottom and scrolling keeps whatever has focus
 * above it (WCAG 2.4.11). One short line and two buttons, so on a phone the home page's plate field stays visible.
 */
const Panel = styled.section`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 60;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 -0.25rem 1rem rgb(15 36 48 / 15%);

  > div {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(4)};
    max-width: ${({ theme }) => theme.maxWidth};
    margin: 0 auto;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};

    ${mobile} {
      flex-direction: column;
      align-items: stretch;
      gap: ${({ theme }) => theme.space(2)};
    }
  }

  p {
    flex: 1;
    margin: 0;
    font-size: 0.875rem;
    line-height: 1.4;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-shrink: 0;
  gap: ${({ theme }) => theme.space(2)};

  button {
    flex: 1;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onDark};
    font: inherit;
    font-size: 0.9375rem;
    font-weight: 700;
    white-space: nowrap;
    cursor: pointer;
  }
`;

/** Keeps the bottom of the page, and the focus, clear of the panel while it shows. */
function useRoomAtTheBottom(panel: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    const { documentElement, body } = document;
    const makeRoom = () => {
      const height = `${element.offsetHeight}px`;
      documentElement.style.scrollPaddingBottom = height;
      body.style.paddingBottom = height;
    };
    makeRoom();
    // Its height changes with the window's width (the text wraps).
    window.addEventListener('resize', makeRoom);
    return () => {
      window.removeEventListener('resize', makeRoom);
      documentElement.style.scrollPaddingBottom = '';
      body.style.paddingBottom = '';
    };
  }, [panel]);
}

/** The question itself, in its own chunk: loaded only for a visitor who has not answered yet. */
export function ConsentQuestion() {
  const { t } = useTranslation();
  const panel = useRef<HTMLElement>(null);
  useRoomAtTheBottom(panel);
  const decide = (analytics: boolean) => {
    saveConsent(analytics);
    // The buttons vanish with the panel; keyboard users carry on from the page's content, not from the top.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <Panel ref={panel} aria-label={t('consent.heading')}>
      <div>
        <p>
          <strong>{t('consent.heading')}:</strong> {t('consent.text')}{' '}
          <Link to={paths['cookie-policy']}>{t('consent.policyLink')}</Link>
        </p>
        <Choices>
          <button type="button" onClick={() => decide(false)}>
            {t('consent.necessaryOnly')}
          </button>
          <button type="button" onClick={() => decide(true)}>
            {t('consent.acceptAll')}
          </button>
        </Choices>
      </div>
    </Panel>
  );
}
