import { PDF_MAGIC, PDF_TYPE, UPLOAD_MESSAGES, isPdfUrl } from '@kataar/shared/upload';
import { checkImageBytes, refuse, type AcceptedType } from './image-check';

const MAGIC = Buffer.from(PDF_MAGIC, 'latin1');

/** Whether the bytes open as every PDF does (`%PDF-`): the only judge of a PDF, never its name or declared type. */
export const startsAsPdf = (bytes: Buffer): boolean => bytes.subarray(0, MAGIC.length).equals(MAGIC);

/** What the client said the file is: a `.pdf` name or the PDF type. Only chooses the refusal's words. */
export const declaredPdf = (part: { filename?: string; mimetype?: string }): boolean =>
  isPdfUrl(part.filename ?? '') || part.mimetype === PDF_TYPE;

/**
 * Judges a document (the PAN card, the licence) by its bytes: a PDF, else one of the accepted
 * images with all the image checks. A file named or typed as a PDF whose bytes do not open as one
 * is told exactly that (415), rather than being asked for an image. Size is bounded by the reader.
 */
export async function checkDocumentBytes(
  bytes: Buffer,
  part: { filename?: string; mimetype?: string },
): Promise<typeof PDF_TYPE | AcceptedType> {
  if (startsAsPdf(bytes)) return PDF_TYPE;
  if (bytes.length > 0 && declaredPdf(part)) throw refuse(415, UPLOAD_MESSAGES.notAPdf);
  return checkImageBytes(bytes, UPLOAD_MESSAGES.documentWrongType);
}
