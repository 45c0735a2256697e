/** Body of every error answered by the `api` function. `errorCode` is stable; `message` is for logs, not for users. */
export interface ApiErrorBody {
  success: false;
  errorCode:
    | 'not-found'
    | 'method-not-allowed'
    | 'invalid-argument'
    | 'internal'
    /** A service refused the request; `message` is the spec's error key (the status says which kind). */
    | 'refused'
    /** A gateway message whose signature or fields do not hold. */
    | 'invalid-signature'
    /** A correctly signed gateway message about an order we do not have, or another amount. */
    | 'unmatched-payment';
  message: string;
}
