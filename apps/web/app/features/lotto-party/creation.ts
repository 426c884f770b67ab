import type { LottoPartyCreationStep, Money } from '@drawline/contracts';

/** A draw the creation modal's select_draw step offers: one of a lotto party lottery's draws still on sale. */
export interface DrawChoice {
  drawId: string;
  label: string;
}

/** The session the creation made, for its join_session step. */
export interface CreatedSession {
  sessionId: string;
  sharePrice: Money;
  sharesRemaining: number;
  invitePath: string | null;
}

/**
 * Where the lotto party creation stands (3-account.md §4: name_group, select_draw, set_share_price,
 * select_auto_session, join_session): the /lotto-party page's loader and its action answer this,
 * and the page and the layout's creation modal render it. Chosen values travel in the form's
 * hidden fields until the session is made; the server checks them again then.
 */
export interface CreationState {
  step: LottoPartyCreationStep;
  groupId: string;
  groupName: string;
  offer: string;
  drawId: string;
  sharePrice: string;
  sharesTotal: string;
  autosession: 'on' | 'off';
  draws: DrawChoice[];
  session: CreatedSession | null;
  /** Messages by field name; `general` for the step. */
  errors: Record<string, string>;
  /** The §8 toast: creating the group or the session failed for another reason. */
  failed: string | null;
}

/** The §8 toast when a group or session cannot be created (3-account.md §8). */
export const CREATE_FAILED = 'Sorry, looks like we failed to create the group/session. Please try again.';
/** The edit failure toast (wording not shown by the spec; decision 453). */
export const EDIT_FAILED = 'Sorry, looks like we failed to update the session. Please try again.';

/** Route state that opens the creation modal (3-account.md §2). */
export interface CreateGroupModalState {
  shouldShowCreateGroupModal: true;
  groupId?: string;
  groupName?: string;
  offer?: string;
}

export function isCreateGroupModalState(state: unknown): state is CreateGroupModalState {
  return typeof state === 'object' && state !== null && (state as CreateGroupModalState).shouldShowCreateGroupModal;
}

/** The /lotto-party address that starts the creation without scripts (and whose loader the modal reads). */
export function creationPath(start: { groupId?: string; offer?: string }): string {
  const query = new URLSearchParams();
  if (start.groupId) query.set('groupId', start.groupId);
  if (start.offer) query.set('offer', start.offer);
  const q = query.toString();
  return q ? `/lotto-party?${q}` : '/lotto-party';
}
