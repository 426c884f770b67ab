import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Secrets } from '../credentials';
import { type CollectionName, isCollectionName } from './content-collections';
import { answerOf, type CmsItemAnswer, type ContentItems } from './content-items';

/** How long a preview link opens its version (decision 410). */
export const PREVIEW_LINK_MINUTES = 15;
const PURPOSE = 'cms-preview';

interface PreviewClaims extends Record<string, unknown> {
  c: string;
  i: string;
  v: number;
  /** Expiry, epoch milliseconds on the shop's clock. */
  exp: number;
}

/**
 * The CMS preview (decision 410): a link signed for one version of one item that opens it for 15
 * minutes, whatever its status; anything else (an altered, expired or foreign token) opens nothing.
 */
export function createContentPreview(deps: {
  db: Db;
  clock: Clock;
  secrets: Pick<Secrets, 'signToken' | 'readToken'>;
  items: Pick<ContentItems, 'versionOf'>;
}) {
  return {
    /** A token for this version, and when it stops working. */
    previewToken(collection: CollectionName, id: string, version: number): { token: string; expiresAt: string } {
      const exp = deps.clock.now().getTime() + PREVIEW_LINK_MINUTES * 60_000;
      const token = deps.secrets.signToken(PURPOSE, { c: collection, i: id, v: version, exp });
      return { token, expiresAt: new Date(exp).toISOString() };
    },

    /** The version a good, unexpired token names, as customers would read it once published; null otherwise. */
    async previewOf(token: string): Promise<{ collection: CollectionName; item: CmsItemAnswer } | null> {
      if (token.length === 0 || token.length > 2000) return null;
      const claims = deps.secrets.readToken<PreviewClaims>(PURPOSE, token);
      if (!claims || typeof claims.c !== 'string' || typeof claims.i !== 'string') return null;
      if (!Number.isInteger(claims.v) || typeof claims.exp !== 'number') return null;
      if (claims.exp <= deps.clock.now().getTime() || !isCollectionName(claims.c)) return null;
      const kept = await deps.items.versionOf(claims.i, claims.v, deps.db);
      if (!kept) return null;
      const item = answerOf(
        {
          id: kept.itemId,
          status: kept.status,
          publishDate: kept.publishDate,
          version: kept.version,
          updatedAt: kept.savedAt,
          fields: kept.fields,
        },
        claims.c,
      );
      return { collection: claims.c, item };
    },
  };
}
export type ContentPreview = ReturnType<typeof createContentPreview>;
