/**
 * The accident statement's refusals (docs/decisions/0017-accident-statements.md). Shown only in the claims area, so
 * their texts live in its `claims` namespace; kept apart from `errorKeys`, which every page's first load carries.
 */
export const accidentErrorKeys = {
  /**
   * No statement with that id and secret: a wrong secret gets the same
   * answer as an id that does not exist, so a guesser learns nothing.
   */
  accidentStatementNotFound: 'claims:errors.statementNotFound',
  /** Both drivers have signed: the statement is locked and takes no change from anyone. */
  accidentStatementLocked: 'claims:errors.statementLocked',
  /**
   * What the driver reviewed changed before they signed (a fact of either side, the sketch, a photo; not the other
   * driver's signature): review it again before signing.
   */
  accidentStatementChanged: 'claims:errors.statementChanged',
  /** Something an insurer needs is missing (`details.fields` names it): fill it in before signing. */
  accidentStatementIncomplete: 'claims:errors.statementIncomplete',
  /** A join code that is wrong, used, replaced by a newer one or older than two hours: one answer for all. */
  accidentJoinCodeInvalid: 'claims:errors.joinCodeInvalid',
  /** This phone writes the other driver's side (or the shared part, which only driver A's phone writes). */
  accidentNotYourSide: 'claims:errors.notYourSide',
  /** A side has its eight photos already. */
  accidentTooManyPhotos: 'claims:errors.tooManyPhotos',
  /** No photo with that id on this statement. */
  accidentPhotoNotFound: 'claims:errors.photoNotFound',
  /** The plate and policy number match none of our policies (nothing more is told). */
  accidentPolicyNotFound: 'claims:errors.policyNotFound',
  /** The PDF was asked for before the statement was locked and its PDF made. */
  accidentPdfNotReady: 'claims:errors.pdfNotReady',
  /**
   * An accident statement's photo whose bytes are not a JPEG, PNG, WebP or HEIC/HEIF image, or are a damaged one (a
   * PDF or a GIF renamed .jpg, a cut-off upload). Answered as `invalid-argument`.
   */
  photoNotAccepted: 'photo-not-accepted',
} as const;

export type AccidentErrorKey = (typeof accidentErrorKeys)[keyof typeof accidentErrorKeys];
