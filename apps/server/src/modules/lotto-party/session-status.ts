import type { AutosessionStatus, LottoPartySessionStatus } from '@drawline/contracts';
import { AppError } from '../../platform/app-error';

/** A session's moves (decisions 387, 390): the only ones there are. */
export const sessionTransitions: Readonly<Record<LottoPartySessionStatus, readonly LottoPartySessionStatus[]>> = {
  open: ['closed', 'cancelled'],
  closed: ['paid', 'cancelled'],
  paid: [],
  cancelled: [],
};

/** An autosession's moves (decision 391): off is final for its session. */
export const autosessionTransitions: Readonly<Record<AutosessionStatus, readonly AutosessionStatus[]>> = {
  on: ['paused', 'off'],
  paused: ['on', 'off'],
  off: [],
};

export function assertAutosessionMove(from: AutosessionStatus, to: AutosessionStatus): void {
  if (from === to) return;
  if (!autosessionTransitions[from].includes(to)) {
    throw new AppError('conflict', {
      message: from === 'off' ? 'Cannot update AutoPlay status' : 'Cannot Unpause AutoPlay',
      errors: [{ target: 'autosession_status', code: 'invalid_transition', message: `${from} cannot become ${to}.` }],
    });
  }
}

export function canMoveSession(from: LottoPartySessionStatus, to: LottoPartySessionStatus): boolean {
  return sessionTransitions[from].includes(to);
}
