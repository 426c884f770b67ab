import type { BankDepositDetails, BpayDetails } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';

/** The biller code and the customer's reference where the shop takes BPAY (decision 530), else null. */
export async function offeredBpay(request: Request, context: AppLoadContext): Promise<BpayDetails | null> {
  try {
    return await apiSession(request, context).platform.bpayDetails();
  } catch (error) {
    // BPAY off (or not for this wallet's currency) answers 409: the page offers the other ways.
    if (error instanceof ApiError && error.status < 500) return null;
    throw error;
  }
}

/** The shop's account, its PayID and the customer's reference where bd or td is on (decision 519), else null. */
export async function offeredBankDeposit(
  request: Request,
  context: AppLoadContext,
): Promise<BankDepositDetails | null> {
  try {
    return await apiSession(request, context).platform.bankDepositDetails();
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return null;
    throw error;
  }
}
