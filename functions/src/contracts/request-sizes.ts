/**
 * The largest things a request may carry: a file and a drawn signature. Free of Yup, so the callables' declarations
 * can size their bodies without loading a schema, and the SPA stops a file or a stroke at the same limits.
 * Every request the largest of these allow is answered within a second of server time (docs/decisions/0010).
 */

/** A photo: a little above the phone's 400 kB, for a phone that could not re-encode it (a HEIC it cannot draw). */
export const maxPhotoBytes = 600 * 1024;

/** A claim document: a scanned police report of a few pages fits; a photo is reduced to 400 kB before it leaves. */
export const maxClaimDocumentBytes = 4 * 1024 * 1024;

/** The characters of a file's bytes in base64, as requests carry them. */
export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/** Standard base64, which the files in requests travel as. */
export const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/;

/** A body carrying one file: its base64 and room for the fields around it. */
export const requestBytesWithFile = (fileBytes: number) => base64Length(fileBytes) + 8 * 1024;

/**
 * A signature as a finger or a mouse draws it. The pad keeps a point only 0.004 of the box's width from the last one
 * (about a pixel), so a stroke straight across the whole box is some 250 points, and a written name that travels the
 * box's width eight times, slowly enough for the pad to keep every point, is about 2,000. These limits leave room for
 * that twice over and keep a signature's body under 100 kB: the contract's earlier 200 strokes of 2,000 points
 * (8 MB) took 10.9 s to check.
 */
export const signatureLimits = { strokes: 60, pointsPerStroke: 1_500, points: 5_000 } as const;

/** A signing request at its most points: about 14 bytes a point, and the fields around them. */
export const maxSignatureRequestBytes = 128 * 1024;
