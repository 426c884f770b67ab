import type { Clock } from '../../lib/clock';
import type { Secrets } from '../credentials';

/** How long the CMS editing mode lasts once a content editor turns it on (decision 494). */
export const EDITING_MODE_HOURS = 2;
const PURPOSE = 'cms-editing-mode';

interface EditingClaims extends Record<string, unknown> {
  /** The staff member who turned it on. */
  s: string;
  /** Expiry, epoch milliseconds on the shop's clock. */
  exp: number;
}

/**
 * The CMS editing mode (2-shopping.md §1: "A CMS editing mode (canEdit) shows translation ids";
 * decision 494): a content editor's browser carries a token signed for them that lasts two hours, and
 * while it does the storefront shows each text's translation id beside it. Anything else (an altered,
 * expired or foreign token) is no editing mode.
 */
export function createContentEditingMode(deps: { clock: Clock; secrets: Pick<Secrets, 'signToken' | 'readToken'> }) {
  return {
    /** A token for this staff member's browser, and when it stops working. */
    editingModeToken(staffId: string): { token: string; expiresAt: string } {
      const exp = deps.clock.now().getTime() + EDITING_MODE_HOURS * 3_600_000;
      return { token: deps.secrets.signToken(PURPOSE, { s: staffId, exp }), expiresAt: new Date(exp).toISOString() };
    },

    /** Whether a token turns the editing mode on now. */
    isEditingMode(token: string): boolean {
      if (token.length === 0 || token.length > 2000) return false;
      const claims = deps.secrets.readToken<EditingClaims>(PURPOSE, token);
      if (!claims || typeof claims.s !== 'string' || typeof claims.exp !== 'number') return false;
      return claims.exp > deps.clock.now().getTime();
    },
  };
}
export type ContentEditingMode = ReturnType<typeof createContentEditingMode>;
