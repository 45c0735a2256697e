import { useTranslation } from 'react-i18next';
import type { ManagedPolicy } from '@contracts/get-policy';
import { fetchManagedPolicyPdf } from '../../api/managed-policy-pdf';
import { DownloadButton } from '../../app/ui/download-button';
import { Panel } from '../../app/ui/panel';
import { formatZagrebDateTime } from '../../lib/zagreb-time';
import styled from 'styled-components';
import type { PolicyAccess } from './use-managed-policy';

const Versions = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space(3)} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

/** The e-policy's versions, the one in force first, each to download: an endorsement's new address makes the next. */
export function PolicyVersions({ policy, access }: { policy: ManagedPolicy; access: PolicyAccess }) {
  const { t } = useTranslation('policy-details');
  const inForce = policy.versions.length;
  return (
    <Panel aria-labelledby="policy-versions">
      <h2 id="policy-versions">{t('versions.heading')}</h2>
      <p>{t(inForce > 1 ? 'versions.textChanged' : 'versions.text')}</p>
      <Versions>
        {[...policy.versions].reverse().map((version) => (
          <li key={version.version}>
            <p>
              <strong>
                {t(version.version === inForce ? 'versions.inForce' : 'versions.replaced', {
                  version: version.version,
                })}
              </strong>
              {' · '}
              {version.endorsementNumber
                ? t('versions.endorsement', {
                    number: version.endorsementNumber,
                    date: formatZagrebDateTime(version.issuedAt),
                  })
                : t('versions.issued', { date: formatZagrebDateTime(version.issuedAt) })}
            </p>
            <DownloadButton
              label={t('versions.download', { version: version.version })}
              busyLabel={t('versions.downloading')}
              failedText={t('versions.failed')}
              fetchFile={() => fetchManagedPolicyPdf({ ...access, version: version.version })}
            />
          </li>
        ))}
      </Versions>
    </Panel>
  );
}
