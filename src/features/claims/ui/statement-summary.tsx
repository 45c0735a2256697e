import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  croatianInsurers,
  type AccidentStatementView,
  type PartyRole,
  type StatementSideView,
} from '@contracts/accident-statement';
import { SideBox } from './claims-ui';
import { ImpactView } from '../drawing/impact-view';
import { SignatureView } from '../drawing/signature-view';
import { SketchView } from '../drawing/sketch-view';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, 40%) 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ') || '—';

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <List>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}

function SideSummary({ partyRole: role, side }: { partyRole: PartyRole; side: StatementSideView }) {
  const { t } = useTranslation('claims');
  const insurer =
    croatianInsurers.find((candidate) => candidate.code === side.insurance.insurerCode)?.name ??
    side.insurance.insurerName;
  const signature = side.signature;
  return (
    <SideBox $role={role} aria-label={t('review.side', { role })}>
      <h3>{t('review.side', { role })}</h3>
      <Rows
        rows={[
          [
            t('vehicle.plate'),
            joined(
              side.vehicle.plate,
              side.vehicle.plate && side.vehicle.registrationCountry && `(${side.vehicle.registrationCountry})`,
            ),
          ],
          [t('review.vehicle'), joined(side.vehicle.make, side.vehicle.model)],
          [t('vehicle.insurer'), joined(insurer)],
          [t('vehicle.policyNumber'), joined(side.insurance.policyNumber)],
          ...(side.insurance.greenCardNumber
            ? ([[t('vehicle.greenCard'), side.insurance.greenCardNumber]] as [string, string][])
            : []),
          [t('vehicle.validUntil'), joined(side.insurance.validUntil)],
          [t('vehicle.policyholderHeading'), joined(side.policyholder.firstName, side.policyholder.lastName)],
          [t('vehicle.driverHeading'), joined(side.driver.firstName, side.driver.lastName)],
          [t('vehicle.licenceNumber'), joined(side.driver.licenceNumber, side.driver.licenceCategory)],
          [t('person.email'), joined(side.driver.email ?? side.policyholder.email)],
          [
            t('review.circumstances'),
            `${t('circumstances.count', { count: side.circumstances.length })}${side.circumstances.length > 0 ? `: ${side.circumstances.join(', ')}` : ''}`,
          ],
          [t('circumstances.damage'), joined(side.damage)],
          [t('review.photos'), String(side.photos.length)],
          [t('review.remarks'), joined(side.remarks)],
          [
            t('review.signature'),
            signature === null
              ? t('review.notSigned')
              : signature.kind === 'signed'
                ? t('review.signed')
                : t('review.declined', { reason: signature.reason }),
          ],
        ]}
      />
      {side.impact ? <ImpactView party={role} value={side.impact} /> : null}
      {signature?.kind === 'signed' ? <SignatureView party={role} strokes={signature.signature.strokes} /> : null}
    </SideBox>
  );
}

/** The whole statement as both drivers sign it: the shared part, the sketch and both sides, read-only. */
export function StatementSummary({ statement }: { statement: AccidentStatementView }) {
  const { t } = useTranslation('claims');
  const { common } = statement;
  const yesNo = (value: boolean | null | undefined) =>
    value === null || value === undefined ? '—' : t(value ? 'yes' : 'no');
  return (
    <>
      <h2>{t('review.common')}</h2>
      <Rows
        rows={[
          [t('whenWhere.date'), joined(common.date, common.time)],
          [
            t('whenWhere.where'),
            joined(
              common.place.address,
              common.place.postalCode,
              common.place.place,
              common.place.country && `(${common.place.country})`,
            ),
          ],
          ...(common.place.coordinates
            ? ([
                [
                  t('review.coordinates'),
                  `${common.place.coordinates.latitude.toFixed(5)}, ${common.place.coordinates.longitude.toFixed(5)}`,
                ],
              ] as [string, string][])
            : []),
          [t('whenWhere.otherVehicles'), yesNo(common.otherVehiclesDamaged)],
          [t('whenWhere.objects'), yesNo(common.objectsDamaged)],
          [
            t('whenWhere.witnesses'),
            common.witnesses.length === 0
              ? t('whenWhere.noWitnesses')
              : common.witnesses.map((witness) => joined(witness.name, witness.phone)).join('; '),
          ],
        ]}
      />
      <h2>{t('review.sketch')}</h2>
      <SketchView sketch={common.sketch} />
      <h2>{t('review.sides')}</h2>
      <SideSummary partyRole="A" side={statement.sides.A} />
      {statement.sides.B ? <SideSummary partyRole="B" side={statement.sides.B} /> : null}
    </>
  );
}
