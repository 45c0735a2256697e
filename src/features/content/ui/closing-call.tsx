import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { CallToAction } from '../../../app/layout/call-to-action';
import { ThemedSection } from '../../../app/layout/themed-section';

// The same measure as the page lead, so a short closing text doesn't run the band's full width.
const Column = styled.div`
  max-width: 42rem;

  p {
    margin: 0 0 ${({ theme }) => theme.space(6)};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(4)} ${theme.space(6)}`};
`;

interface ClosingLink {
  to: string;
  label: string;
}

interface ClosingCallProps {
  /** The heading's id, which also names the band's landmark. */
  headingId: string;
  heading: string;
  /** A node, not a string, so a page can let its text carry inline links. */
  text: ReactNode;
  /** Styled as the site's primary button: the one thing the page asks the visitor to do next. */
  action: ClosingLink;
  /** A quieter plain link beside the action, for visitors not ready to act. */
  link?: ClosingLink;
}

/** The dark band a content page ends with: a heading, a line of text and where to go next. */
export function ClosingCall({ headingId, heading, text, action, link }: ClosingCallProps) {
  return (
    <ThemedSection tone="dark" labelledBy={headingId}>
      <Column>
        <h2 id={headingId}>{heading}</h2>
        <p>{text}</p>
        <Actions>
          <CallToAction to={action.to}>{action.label}</CallToAction>
          {link ? <Link to={link.to}>{link.label}</Link> : null}
        </Actions>
      </Column>
    </ThemedSection>
  );
}
