import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';

/** One route of the `api` function. */
export type ApiHandler = (req: Request, res: Response) => void | Promise<void>;
