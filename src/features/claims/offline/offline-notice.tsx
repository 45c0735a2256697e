import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useOnline } from './network';

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;

/**
 * Says, while the phone has no network, that nothing is lost. The status region is always there (empty when online),
 * so a screen reader announces the message when the signal drops rather than missing a region that just appeared.
 */
export function OfflineNotice() {
  const { t } = useTranslation('claims-photos');
  const online = useOnline();
  return <div role="status">{online ? null : <Notice>{t('offline.notice')}</Notice>}</div>;
}
