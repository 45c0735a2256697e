import type { Response } from 'express';
import { logger } from 'firebase-functions/logger';
import type { Request } from 'firebase-functions/v2/https';
import { errorKeys, type CallableErrorDetails } from '../contracts/error-keys.js';
import {
  requestBytes,
  requestShapeProblem,
  requestShapeReasons,
  type RequestShapeLimits,
} from '../http/request-shape.js';
import { isSiteOrigin } from '../services/site-origins.js';
import { callableError } from './callable-error.js';

type HttpHandler = (req: Request, res: Response) => unknown;

/**
 * The callable with its body's shape checked first. firebase-functions decodes `data` recursively before the
 * callable's handler runs (an upstream limit: nothing in its options runs sooner), so a body thousands of levels deep
 * overflowed the stack there and answered 500. This runs before that decoder, and answers what the handler would
 * have answered for bad input: `invalid-argument` with `validation-error`, as the callable protocol frames it, with
 * the CORS header the site's pages need to read it. The platform reads the declaration's own properties (its
 * endpoint, its trigger), so they are carried over unchanged.
 */
export function guardRequestShape<F extends HttpHandler>(call: string, callable: F, limits: RequestShapeLimits): F {
  const guarded = (req: Request, res: Response) => {
    if (req.method !== 'POST') return callable(req, res);
    const bytes = requestBytes(req);
    const problem = requestShapeProblem(req.body, bytes, limits);
    if (!problem) return callable(req, res);
    // A client's mistake, not ours: a warning for the abuse dashboards, never an error.
    logger.warn('request-shape-refused', { call, problem, bytes });
    const origin = req.headers.origin;
    if (typeof origin === 'string' && isSiteOrigin(origin)) {
      res.set('Access-Control-Allow-Origin', origin);
      res.set('Vary', 'Origin');
    }
    const details: CallableErrorDetails = {
      errorKey: errorKeys.validation,
      fields: { '(request)': requestShapeReasons[problem] },
    };
    const error = callableError('invalid-argument', details);
    res.status(error.httpErrorCode.status).json({ error: error.toJSON() });
    return undefined;
  };
  Object.defineProperties(guarded, Object.getOwnPropertyDescriptors(callable));
  return guarded as unknown as F;
}
