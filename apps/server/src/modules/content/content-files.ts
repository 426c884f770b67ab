import { CONTENT_UPLOAD_MAX_BYTES } from '@drawline/contracts';
import { count, desc, eq, sql } from 'drizzle-orm';
import sharp, { type OutputInfo } from 'sharp';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { cryptoRandom } from '../../lib/random';
import { AppError } from '../../platform/app-error';
import { contentFiles } from './content.tables';

/** The most an upload may weigh (its HTTP body limit too). */
export const MAX_UPLOAD_BYTES = CONTENT_UPLOAD_MAX_BYTES;
/** The widest a kept image is: the blog's and pages' widest picture at 2x (1200 px content width). */
export const MAX_IMAGE_WIDTH = 2400;
/** Pixels a picture may claim before it is decoded (a decompression bomb is refused, not decoded). */
const MAX_INPUT_PIXELS = 50_000_000;
/** The formats accepted, as sharp reads them from the bytes (never the name or the claimed type). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);
/** Narrower copies a process keeps (a 960 px WebP is some 50 to 150 KB). */
const MAX_RENDITIONS = 64;

const refused = (message: string) =>
  new AppError('validation_failed', { message, errors: [{ target: 'file', code: 'invalid', message }] });

export type PreparedFile = typeof contentFiles.$inferInsert & { bytes: Buffer; width: number; height: number };

export interface StoredFile {
  id: string;
  contentType: string;
  width: number;
  height: number;
  size: number;
}

/** A kept file as the console lists it. */
export interface ListedFile extends StoredFile {
  uploadedAt: Date;
}

/**
 * The CMS's files (issue 28, decision 435): an image's type is sniffed from its bytes by sharp
 * (libvips), anything that is not a raster image (an SVG with script, a text file named .png) is
 * refused; the kept copy is re-encoded as WebP, turned upright, at most MAX_IMAGE_WIDTH wide,
 * with every metadata block (EXIF, GPS, XMP, ICC beyond sRGB) left behind.
 */
export function createContentFiles({ db, clock }: { db: Db; clock: Clock }) {
  // Files never change (a replacement is a new id), so a made width is kept until pushed out.
  const renditions = new Map<string, { contentType: string; bytes: Buffer }>();
  /** A kept file's bytes and type, or null. */
  async function fileOf(id: string): Promise<{ contentType: string; bytes: Buffer } | null> {
    if (!/^[0-9a-f-]{36}$/.test(id)) return null;
    const [row] = await db
      .select({ contentType: contentFiles.contentType, bytes: contentFiles.bytes })
      .from(contentFiles)
      .where(eq(contentFiles.id, id));
    return row ?? null;
  }
  return {
    /** Checks and re-encodes an upload (outside any transaction: decoding takes a while). */
    async prepareImage(bytes: Buffer, uploadedBy: string): Promise<PreparedFile> {
      if (bytes.length === 0) throw refused('The file is empty.');
      if (bytes.length > MAX_UPLOAD_BYTES) throw refused('The file is larger than 10 MB.');
      let format: string | undefined;
      try {
        ({ format } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
      } catch {
        throw refused('The file is not an image.');
      }
      if (!format || !ACCEPTED.has(format)) throw refused('Upload a JPEG, PNG, WebP, GIF or AVIF picture.');
      let out: { data: Buffer; info: OutputInfo };
      try {
        out = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
          .rotate()
          .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
      } catch {
        throw refused('The picture could not be read.');
      }
      return {
        id: cryptoRandom.uuid(),
        contentType: 'image/webp',
        width: out.info.width,
        height: out.info.height,
        bytes: out.data,
        uploadedBy,
        uploadedAt: clock.now(),
      };
    },

    /** Keeps a prepared file in the caller's transaction. */
    async keepImage(file: PreparedFile, tx: Db | Tx = db): Promise<StoredFile> {
      await tx.insert(contentFiles).values(file);
      return {
        id: file.id,
        contentType: file.contentType,
        width: file.width,
        height: file.height,
        size: file.bytes.length,
      };
    },

    /** The kept files, newest first, a page at a time, without their bytes (the console's Pictures list). */
    async listFiles(page: { limit: number; offset: number }): Promise<{ files: ListedFile[]; total: number }> {
      const [files, [counted]] = await Promise.all([
        db
          .select({
            id: contentFiles.id,
            contentType: contentFiles.contentType,
            width: contentFiles.width,
            height: contentFiles.height,
            size: sql<number>`octet_length(${contentFiles.bytes})`.mapWith(Number),
            uploadedAt: contentFiles.uploadedAt,
          })
          .from(contentFiles)
          .orderBy(desc(contentFiles.uploadedAt), desc(contentFiles.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(contentFiles),
      ]);
      return { files, total: counted?.n ?? 0 };
    },

    /**
     * A kept file at most `width` pixels wide (decision 499: the shop's boxes at 1x and 2x), made
     * once per process and kept among the last few made; a file no wider is sent as it is.
     */
    async fileAtWidth(id: string, width: number): Promise<{ contentType: string; bytes: Buffer } | null> {
      const key = `${id}:${width}`;
      const made = renditions.get(key);
      if (made) return made;
      const file = await fileOf(id);
      if (!file) return null;
      const bytes = await sharp(file.bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      const smaller = bytes.length < file.bytes.length ? { contentType: 'image/webp', bytes } : file;
      renditions.set(key, smaller);
      if (renditions.size > MAX_RENDITIONS) renditions.delete(renditions.keys().next().value as string);
      return smaller;
    },

    fileOf,
  };
}
export type ContentFiles = ReturnType<typeof createContentFiles>;
