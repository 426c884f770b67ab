import { z } from 'zod';

/**
 * The catalogue's pictures a content editor replaces with an uploaded CMS file (issue 28,
 * decision 499): an offer's logo, a raffle prize's picture, a cause's picture.
 */
export const cataloguePictureTargets = ['offer_logo', 'prize', 'cause'] as const;
export type CataloguePictureTarget = (typeof cataloguePictureTargets)[number];

/**
 * The widths a CMS picture is also sent at (`/cms/files/{id}?w=480`): the shop's boxes at 1x and 2x,
 * as its own picture sets are (decision 499); a logo's box takes the smallest.
 */
export const cmsFileWidths = [160, 480, 960] as const;
export type CmsFileWidth = (typeof cmsFileWidths)[number];
const cmsFile = /^\/cms\/files\/[0-9a-f-]{36}$/;

/** The srcset of a CMS picture at the given widths, or null for any other address. */
export function cmsFileSrcSet(src: string, widths: readonly CmsFileWidth[] = [480, 960]): string | null {
  return cmsFile.test(src) ? widths.map((w) => `${src}?w=${w} ${w}w`).join(', ') : null;
}

/** The most a picture's text alternative holds: a sentence or two, never a page. */
export const PICTURE_ALT_MAX = 250;

/** A NUL byte or half a surrogate pair: nothing PostgreSQL stores or a screen reader says. */
const unstorable = /[\0\p{Cs}]/u;

/** Path of PUT /staff/api/catalogue/pictures/{target}/{key}: what is pictured, by its key (a prize by its id). */
export const cataloguePictureParamsSchema = z.object({
  target: z.enum(cataloguePictureTargets, { message: 'Choose an offer logo, a prize or a cause.' }),
  key: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'No such item.'),
});

/** The picture chosen: a kept CMS file's id and what it shows (empty: it only decorates). */
export const cataloguePictureRequestSchema = z.object({
  fileId: z.string().regex(/^[0-9a-f-]{36}$/, 'Choose one of the uploaded pictures.'),
  alt: z
    .string()
    .trim()
    .max(PICTURE_ALT_MAX, `Describe the picture in at most ${PICTURE_ALT_MAX} characters.`)
    .refine((text) => !unstorable.test(text), 'The description holds characters that are not allowed.')
    .default(''),
});
export type CataloguePictureRequest = z.infer<typeof cataloguePictureRequestSchema>;

/** One picture the console lists: what it pictures and the picture it shows now. */
export const cataloguePictureSchema = z.object({
  target: z.enum(cataloguePictureTargets),
  key: z.string(),
  /** The offer's, prize's or cause's name; a prize's with its raffle and draw. */
  name: z.string(),
  /** The address the shop shows (a picture of the shop's own or `/cms/files/{id}`), or null. */
  image: z.string().nullable(),
  /** Its text alternative; null for an offer's logo (beside the offer's name, decision 304). */
  alt: z.string().nullable(),
});
export type CataloguePicture = z.infer<typeof cataloguePictureSchema>;

/** The pictures an editor may replace: every offer's logo, the prizes of raffle draws not yet drawn, every cause. */
export const cataloguePictureListSchema = z.object({
  offerLogos: z.array(cataloguePictureSchema),
  prizes: z.array(cataloguePictureSchema),
  causes: z.array(cataloguePictureSchema),
});
export type CataloguePictureList = z.infer<typeof cataloguePictureListSchema>;

/** The console's catalogue picture calls (decision 499), for content editors. */
export interface StaffCataloguePicturesPort {
  /** The pictures an editor may replace, by kind. */
  cataloguePictures(): Promise<CataloguePictureList>;
  /** PUT /catalogue/pictures/{target}/{key}: the picture replaced by a kept CMS file, audited. */
  replaceCataloguePicture(
    target: string,
    key: string,
    body: z.input<typeof cataloguePictureRequestSchema>,
  ): Promise<CataloguePicture>;
}
