import { logger } from 'firebase-functions/logger';
import {
  funnelExportMaxRows,
  type AdminExportFunnelRequest,
  type AdminExportFunnelResponse,
} from '../contracts/admin-export-funnel.js';
import {
  funnelMaxDays,
  funnelSteps,
  type AdminGetFunnelRequest,
  type AdminGetFunnelResponse,
} from '../contracts/admin-get-funnel.js';
import { errorKeys } from '../contracts/error-keys.js';
import { displayDateToIso } from '../contracts/field-rules.js';
import { clientProgressSteps, pricingFailureSteps } from '../contracts/work-in-progress.js';
import { formatInstant } from '../documents/policy-texts.js';
import {
  countWorkInProgress,
  readWorkInProgressCreatedIn,
  type CreatedPeriod,
  type WorkInProgressFilter,
} from '../store/work-in-progress.js';
import { staffOf } from './admin-access.js';
import { DomainError, type CallContext } from './domain-error.js';
import { toCsv } from './csv.js';
import { zagrebMidnight } from './zagreb-time.js';

const day = 24 * 60 * 60 * 1000;

/** The period's Zagreb days, `from` and `to` both included, as the instants that bound them. */
export function periodOf(input: { from: string; to: string }): CreatedPeriod & { fromIso: string; toIso: string } {
  const refused = () => new DomainError('invalid-argument', { errorKey: errorKeys.funnelPeriod });
  const fromIso = displayDateToIso(input.from);
  const toIso = displayDateToIso(input.to);
  if (!fromIso || !toIso) throw refused();
  // Calendar days apart, whatever daylight saving did in between (UTC midnights are 24 h apart).
  const days = (Date.parse(toIso) - Date.parse(fromIso)) / day + 1;
  if (days < 1 || days > funnelMaxDays) throw refused();
  return { fromIso, toIso, from: zagrebMidnight(fromIso), to: zagrebMidnight(toIso, 1) };
}

/** Quotes left before payment whose driver agreed to be contacted: what the call list holds. */
const contactable: WorkInProgressFilter = { contactConsent: true, progress: clientProgressSteps };

export async function getFunnel(input: AdminGetFunnelRequest, context: CallContext): Promise<AdminGetFunnelResponse> {
  staffOf(context);
  const period = periodOf(input);
  const [started, atStep, premiumError, lowPremium, abandonedWithContactConsent] = await Promise.all([
    countWorkInProgress(period),
    Promise.all(funnelSteps.map((progress) => countWorkInProgress(period, { progress }))),
    countWorkInProgress(period, { lastStep: pricingFailureSteps.premiumError }),
    countWorkInProgress(period, { lastStep: pricingFailureSteps.lowPremium }),
    countWorkInProgress(period, contactable),
  ]);
  // Progress only moves forward, so a record at a step has passed every one before it; a record saved without a step
  // has still started.
  const reached = funnelSteps.map((_step, index) =>
    index === 0 ? started : atStep.slice(index).reduce((sum, count) => sum + count, 0),
  );
  return {
    started,
    steps: funnelSteps.map((step, index) => ({
      step,
      reached: reached[index] ?? 0,
      stoppedHere: (reached[index] ?? 0) - (reached[index + 1] ?? 0),
    })),
    pricingFailures: { premiumError, lowPremium },
    abandonedWithContactConsent,
  };
}

const csvHeader = [
  'Započeto',
  'Zadnja aktivnost',
  'Najdalji korak',
  'Zadnji korak',
  'Registracija',
  'VIN',
  'E-pošta',
  'Telefon',
  'Oznaka izračuna',
];

/** The call list: quotes of the period not paid whose drivers agreed to be contacted, newest first. */
export async function exportFunnel(
  input: AdminExportFunnelRequest,
  context: CallContext,
): Promise<AdminExportFunnelResponse> {
  const staff = staffOf(context);
  const period = periodOf(input);
  // One more than the file holds, to know whether it was cut.
  const records = await readWorkInProgressCreatedIn(period, contactable, funnelExportMaxRows + 1);
  const rows = records.slice(0, funnelExportMaxRows).map(({ id, record }) => {
    const { fields } = record;
    return [
      formatInstant(record.createdAt.toDate().toISOString()),
      formatInstant(record.lastSeenAt.toDate().toISOString()),
      record.onboardingProgress,
      record.lastStep,
      fields.licensePlate ?? null,
      fields.vin ?? null,
      fields.email ?? null,
      fields.phone ? [fields.prefix, fields.phone].filter(Boolean).join(' ') : null,
      id,
    ];
  });
  // Personal data leaving the system: who took which list, in the functions' log.
  logger.info('funnel-exported', { by: staff.uid, from: period.fromIso, to: period.toIso, rows: rows.length });
  return {
    csv: toCsv(csvHeader, rows),
    fileName: `nedovrseni-izracuni_${period.fromIso}_${period.toIso}.csv`,
    rows: rows.length,
    truncated: records.length > funnelExportMaxRows,
  };
}
