import { logger } from 'firebase-functions/logger';
import { HttpsError, onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';
import type { AnyObject, ObjectSchema } from 'yup';
import type { CallableErrorDetails } from '../contracts/error-keys.js';
import { errorKeys } from '../contracts/error-keys.js';
import { enforceAppCheck, region } from '../config.js';
import { clientIp, rateLimitSubject } from '../http/client-ip.js';
import { loadOnce } from '../load-once.js';
import { DomainError, type CallContext } from '../services/domain-error.js';
import type { LimitCheck } from '../services/call-limits.js';
import { isSiteOrigin } from '../services/site-origins.js';
import { callableError } from './callable-error.js';
import { defaultRequestShape } from '../http/request-shape.js';
import { guardRequestShape } from './request-guard.js';

/** The limits one call takes a token from, from its parsed input and who is calling. */
export type CallLimits<In> = (input: In, context: CallContext) => LimitCheck[];

/** The service a callable runs once the caller is let in, the input is valid and the limits are taken. */
type CallService<In, Out> = (input: In, context: CallContext) => Promise<Out>;

export interface CallableSettings<In> {
  /**
   * Every callable is limited (docs/decisions/0009-abuse-limits.md): a window a driver never meets and a script meets
   * at once, and a daily ceiling. Taken after the input is valid and before the service runs.
   */
  limits: CallLimits<In>;
  secrets?: CallableOptions['secrets'];
  /** The App Check token is used up by this call, so a captured one cannot be replayed (payment start). */
  consumeAppCheckToken?: boolean;
  /**
   * A support console call: refused to anyone but an admin before its input is even read, so a driver learns
   * nothing of what it takes.
   */
  adminOnly?: boolean;
  /**
   * The largest body this call takes, bytes: an upload's file and a signature's strokes need more than the 64 KiB
   * every other call is held to (http/request-shape.ts). Refused before anything reads the body.
   */
  maxRequestBytes?: number;
}

/**
 * Browsers may call from the site's origins only. The `cors` package, which the platform runs before anything else,
 * takes a function of the origin; firebase-functions hands the option to it unchanged (its type lists no function).
 * Calls without an Origin (a server, curl) get no CORS headers and are held by App Check and the limits instead.
 */
const siteCors = ((origin: string | undefined, answer: (error: Error | null, allow: boolean) => void) =>
  answer(null, origin !== undefined && isSiteOrigin(origin))) as unknown as CallableOptions['cors'];

/** The page is not the site, or not a real browser running it: nothing a driver can fix, so the generic text. */
const refused = (code: 'unauthenticated' | 'permission-denied') => callableError(code, { errorKey: errorKeys.generic });

/**
 * The input's schemas are built with yup and taking the limits' tokens needs Firestore: the first call of any
 * callable imports them, not the entry.
 */
const parsing = loadOnce(() => import('./parse-input.js'));
const limitTokens = loadOnce(() => import('../services/limit-tokens.js'));

/**
 * One callable: check the caller's app and origin, parse the input with its contract's schema, take its rate-limit
 * tokens, run the service, and turn the service's DomainErrors into HttpsErrors. Anything else is a bug: it is logged
 * and becomes `internal` without its message.
 *
 * The schema and the service come from `loadSchema` and `loadService`, dynamic imports the first call makes: every
 * instance and emulator worker loads the whole entry before it answers, so the entry holds declarations only. The
 * returned function carries `loadHandler`, everything its first call imports, for scripts/bench-cold-start.ts to time.
 */
export function defineCallable<In extends AnyObject, Out>(
  name: string,
  loadSchema: () => Promise<ObjectSchema<In>>,
  loadService: () => Promise<CallService<In, Out>>,
  settings: CallableSettings<In>,
) {
  const { limits, secrets, consumeAppCheckToken = false, adminOnly = false, maxRequestBytes } = settings;
  const schema = loadOnce(loadSchema);
  const service = loadOnce(loadService);
  const loadInputRules = () => Promise.all([parsing(), schema()]);
  const loadCallCode = () => Promise.all([limitTokens(), service()]);
  const callable = onCall(
    // `secrets` only when given: the platform reads a present key as a list.
    { region, cors: siteCors, consumeAppCheckToken, ...(secrets ? { secrets } : {}) },
    async (request: CallableRequest<unknown>): Promise<Out> => {
      // Enforced here rather than with the platform's `enforceAppCheck`, which is fixed when the code is deployed:
      // this follows the project's configuration.
      if (enforceAppCheck.value() && (!request.app || request.app.alreadyConsumed)) {
        logger.warn('app-check-refused', { call: name, consumed: request.app?.alreadyConsumed === true });
        throw refused('unauthenticated');
      }
      const origin = request.rawRequest.headers.origin;
      // CORS only stops a browser from reading the answer; a cross-site page's call must not run at all.
      if (typeof origin === 'string' && !isSiteOrigin(origin)) {
        logger.warn('foreign-origin-refused', { call: name });
        throw refused('permission-denied');
      }
      const token = request.auth?.token;
      const emailVerified = token?.email_verified === true;
      const context: CallContext = {
        ip: rateLimitSubject(clientIp(request.rawRequest)),
        uid: request.auth?.uid ?? null,
        email: typeof token?.email === 'string' ? token.email.toLowerCase() : null,
        emailVerified,
        admin: emailVerified && (token?.admin === true || token?.role === 'admin'),
        origin: typeof origin === 'string' ? origin : null,
      };
      if (adminOnly && !context.admin) {
        logger.warn('admin-call-refused', { call: name, signedIn: context.uid !== null });
        throw callableError(context.uid ? 'permission-denied' : 'unauthenticated', {
          errorKey: errorKeys.adminRequired,
        });
      }
      // The service's code starts loading while the input is checked, not after: a worker's first call waits for the
      // longer of the two, and a call its schema refuses still leaves the worker ready for the next.
      const callCode = loadCallCode();
      callCode.catch(() => undefined);
      const [{ parseInput }, inputSchema] = await loadInputRules();
      const input = parseInput(inputSchema, request.data);
      try {
        const [{ enforceLimits }, run] = await callCode;
        await enforceLimits(limits(input, context));
        return await run(input, context);
      } catch (error) {
        if (error instanceof DomainError) throw callableError(error.code, error.details);
        logger.error(`${name} failed`, error);
        throw new HttpsError('internal', errorKeys.generic, {
          errorKey: errorKeys.generic,
        } satisfies CallableErrorDetails);
      }
    },
  );
  const guarded = guardRequestShape(name, callable, {
    ...defaultRequestShape,
    maxBytes: maxRequestBytes ?? defaultRequestShape.maxBytes,
  });
  return Object.assign(guarded, { loadHandler: () => Promise.all([loadInputRules(), loadCallCode()]) });
}
