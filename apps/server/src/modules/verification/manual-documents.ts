import {
  MANUAL_UPLOAD_MAX_BYTES,
  MANUAL_UPLOAD_MAX_FILES,
  type ManualUploadType,
  manualUploadTypes,
} from '@drawline/contracts';
import sharp from 'sharp';
import { AppError } from '../../platform/app-error';

/** Pixels a picture may claim before it is decoded: a decompression bomb is refused, not decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

const refused = (message: string, target = 'files') =>
  new AppError('validation_failed', { message, errors: [{ target, code: 'invalid', message }] });

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** The type the bytes say they are (never the name or the claimed type), or null for anything else. */
export function sniffDocumentType(bytes: Buffer): ManualUploadType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

export interface CheckedDocument {
  bytes: Buffer;
  contentType: ManualUploadType;
}

/**
 * The files of one upload checked (decision 466): one to MANUAL_UPLOAD_MAX_FILES, none empty or
 * over MANUAL_UPLOAD_MAX_BYTES, each a JPEG, PNG or WebP picture that decodes or a PDF, by its
 * bytes. A picture is decoded only as far as its header, with a pixel cap.
 */
export async function checkDocuments(files: readonly Buffer[]): Promise<CheckedDocument[]> {
  if (files.length === 0) throw refused('Choose a photo of your ID or the signed PDF form to upload.');
  if (files.length > MANUAL_UPLOAD_MAX_FILES) {
    throw refused(`Upload at most ${MANUAL_UPLOAD_MAX_FILES} files at a time.`);
  }
  const checked: CheckedDocument[] = [];
  for (const bytes of files) {
    if (bytes.length === 0) throw refused('One of the files is empty.');
    if (bytes.length > MANUAL_UPLOAD_MAX_BYTES) {
      throw new AppError('payload_too_large', { message: 'Each file must be 10 MB or smaller.' });
    }
    const contentType = sniffDocumentType(bytes);
    if (!contentType || !manualUploadTypes.includes(contentType)) {
      throw refused('Upload a JPEG, PNG or WebP photo, or a PDF.');
    }
    if (contentType !== 'application/pdf') {
      try {
        const { width, height } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
        if (!width || !height) throw new Error('no size');
      } catch {
        throw refused('A photo could not be read. Take it again and upload it.');
      }
    }
    checked.push({ bytes, contentType });
  }
  return checked;
}
