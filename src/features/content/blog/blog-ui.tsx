import styled from 'styled-components';
import { formatDisplayDate } from '../../../lib/display-date';

/** Text for screen readers only, e.g. the article title completing a "read more" link. */
export const ArticleMeta = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A publication date shown dd/MM/yyyy (spec §9), machine-readable in `dateTime`. */
export function PublishedDate({ date }: { date: string }) {
  return <time dateTime={date}>{formatDisplayDate(date)}</time>;
}
