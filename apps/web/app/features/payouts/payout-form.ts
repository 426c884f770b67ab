import type { FormErrors } from '../../lib/form-errors';
import { type ElevatedActionData, isElevationModalOpen, useElevatedForm } from '../two-factor';

/** A withdraw page form's answer (payouts.server.ts WithdrawActionData): the withdraw and donate forms'. */
export type PayoutAnswer = ElevatedActionData & {
  intent: string;
  errors: FormErrors;
  values: Record<string, string>;
  idempotencyKey: string;
};

/** What the page hands a money form: its attempt key, and the page's own answer when posted without scripts. */
export interface PayoutFormProps {
  idempotencyKey: string;
  errors?: FormErrors;
  values?: Record<string, string>;
  /** The page's own answer asked for the code (a post without scripts, which cannot show the modal). */
  needsCode?: boolean;
  /** Withdrawals (donations too) wait for ID verification, and the customer is not verified (decision 440). */
  verifyFirst?: boolean;
}

/**
 * A money form of the withdraw page sent through the elevation fetcher: its answer (only its own
 * intent's), the errors and values to show, the next attempt's key, and whether it is sending.
 * With two-factor on the modal asks for the code and replays the kept submission (decisions 063, 346).
 */
export function usePayoutForm(intent: string, props: PayoutFormProps) {
  const elevation = useElevatedForm<PayoutAnswer>();
  const fetched = elevation.fetcher.data?.intent === intent ? elevation.fetcher.data : undefined;
  return {
    elevation,
    fetched,
    errors: fetched?.errors ?? props.errors ?? {},
    values: fetched?.values ?? props.values ?? {},
    idempotencyKey: fetched?.idempotencyKey ?? props.idempotencyKey,
    submitting: elevation.busy && !isElevationModalOpen(elevation.status),
  };
}
