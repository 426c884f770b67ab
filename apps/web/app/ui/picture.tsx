/**
 * Pictures and logos (docs/decisions/304).
 *   <Picture src={prize.image} alt="" width={480} height={320} sizes="(min-width: 64em) 24rem, 100vw" priority />
 *   <OfferLogo src={offer.logoImage} size={48} />
 * A picture set of the shop's own (/pictures/…/{name}-960.jpg) goes out as AVIF and WebP with the
 * JPEG as fallback, each at 480 and 960 pixels wide; any other address as it is. Width and height
 * are always set (the box is known before the file arrives: no layout shift). Only the first
 * picture a visitor sees is `priority` (fetched at once, first); the others wait until near the
 * viewport. With no picture set, a neutral placeholder of the same box takes its place. A CMS
 * picture an editor chose (/cms/files/{id}, decision 499) goes out at the same 480 and 960 widths.
 */

import { cmsFileSrcSet } from '@drawline/contracts';

/** The widths every picture set is made at (tools/pictures/make-pictures.ts). */
const setWidths = [480, 960] as const;
const pictureSet = /^(\/pictures\/[a-z0-9][a-z0-9/-]*)-960\.jpg$/;

export interface PictureSources {
  avif: string;
  webp: string;
  jpeg: string;
}

/** The srcsets of one of the shop's picture sets, or null for any other address. */
export function pictureSources(src: string): PictureSources | null {
  const stem = pictureSet.exec(src)?.[1];
  if (!stem) return null;
  const srcSet = (format: string) => setWidths.map((w) => `${stem}-${w}.${format} ${w}w`).join(', ');
  return { avif: srcSet('avif'), webp: srcSet('webp'), jpeg: srcSet('jpg') };
}

export interface PictureProps {
  src: string | null;
  /** What the picture shows; empty when it only decorates what its text already says. */
  alt: string;
  /** The picture's own shape in CSS pixels (the page's CSS may scale it). */
  width: number;
  height: number;
  /** How wide it is shown, for the browser's choice among the set's widths. */
  sizes: string;
  priority?: boolean;
  className?: string;
}

export function Picture({ src, alt, width, height, sizes, priority = false, className }: PictureProps) {
  const classes = ['picture', className].filter(Boolean).join(' ');
  if (!src) return <span className={`${classes} picture--none`} aria-hidden="true" />;
  const sources = pictureSources(src);
  const srcSet = sources?.jpeg ?? cmsFileSrcSet(src) ?? undefined;
  const img = (
    <img
      className={classes}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
  if (!sources) return img;
  return (
    <picture className="picture-sources">
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {img}
    </picture>
  );
}

export type LogoSize = 24 | 32 | 48 | 64;

/**
 * An offer's logo, beside its name (so its text is empty: the name says it). Without a logo, a
 * neutral mark of the same size.
 */
export function OfferLogo({
  src,
  size,
  priority = false,
  className,
}: {
  src: string | null | undefined;
  size: LogoSize;
  priority?: boolean;
  className?: string;
}) {
  const classes = ['offer-logo', `offer-logo--${size}`, className].filter(Boolean).join(' ');
  if (!src) return <span className={`${classes} offer-logo--none`} aria-hidden="true" />;
  // A CMS logo (decision 499) at its box's size rather than as uploaded.
  const cmsLogo = cmsFileSrcSet(src, [160]);
  return (
    <img
      className={classes}
      src={src}
      srcSet={cmsLogo ?? undefined}
      sizes={cmsLogo ? `${size}px` : undefined}
      width={size}
      height={size}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
