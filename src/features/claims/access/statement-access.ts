import type { PartyRole } from '@contracts/accident-statement';
import { accidentStatementStoragePrefix } from '../../../lib/storage-prefixes';

/**
 * The phone's way back into its statement after a reload, a closed tab or a phone that died: the statement's id and
 * the secret of each side this phone fills. Secrets, not personal data: the statement stays on the server.
 */
export interface StatementAccess {
  statementId: string;
  partyTokens: Partial<Record<PartyRole, string>>;
  /** The join code this phone traded for side B's secret: opening its link again resumes instead of failing. */
  joinedWithCode: string | null;
  /** Driver A's phone: the join code for B's phone while it is good (shown once by the server, kept for a reload). */
  join: { code: string; expiresAt: string } | null;
  /** The progress bar's furthest step reached (an index into the bar); only grows. */
  furthest: number;
  /** On one phone: whose side the phone is on now (handed over between the drivers). */
  activeRole: PartyRole;
  /** When the statement was sent (ISO 8601); the access is kept 30 days after, for the PDF and the claim number. */
  sentAt: string | null;
}

const accessDefaults: Omit<StatementAccess, 'statementId' | 'partyTokens'> = {
  joinedWithCode: null,
  join: null,
  furthest: 0,
  activeRole: 'A',
  sentAt: null,
};

export const accessStorageKey = `${accidentStatementStoragePrefix}access`;
const keptAfterSentMs = 30 * 24 * 60 * 60 * 1000;

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * Whether storage holds an access at all. Only its shape is checked: the contract's patterns come with its schemas
 * (Yup, 12 kB) that the first page of the area does not otherwise need, and the server refuses a wrong secret anyway,
 * which the area's gate answers by offering a new statement.
 */
function isAccess(value: unknown): value is StatementAccess {
  if (typeof value !== 'object' || value === null) return false;
  const access = value as Partial<StatementAccess>;
  const tokens = Object.values(access.partyTokens ?? {});
  return (
    typeof access.statementId === 'string' &&
    access.statementId !== '' &&
    tokens.length > 0 &&
    tokens.every((token) => typeof token === 'string' && token !== '')
  );
}

/** The stored access, unless it is unreadable or its statement was sent more than 30 days ago (then it goes). */
export function readAccess(now = Date.now()): StatementAccess | null {
  const raw = storage()?.getItem(accessStorageKey);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (!isAccess(parsed)) {
    discardAccess();
    return null;
  }
  if (parsed.sentAt && now - Date.parse(parsed.sentAt) > keptAfterSentMs) {
    discardAccess();
    return null;
  }
  return { ...accessDefaults, ...parsed };
}

export function writeAccess(access: StatementAccess): void {
  try {
    storage()?.setItem(accessStorageKey, JSON.stringify(access));
  } catch {
    // Private mode without storage: the statement lasts for this tab only.
  }
}

export function discardAccess(): void {
  storage()?.removeItem(accessStorageKey);
}

/** The secret the phone reads the statement with: A's when it fills A (it writes the shared part), else B's. */
export function readingToken(access: StatementAccess): string {
  const token = access.partyTokens.A ?? access.partyTokens.B;
  if (!token) throw new Error('A stored access without a secret');
  return token;
}
