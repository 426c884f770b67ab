// The funds feature's client-safe door: cards, the deposit form and a deposit's outcome.
export { BankDepositPanel, BpayPanel } from './bpay-panel';
export { CardsList, cardLabel } from './cards-list';
export { DepositForm, type DepositFormProps } from './deposit-form';
export { DepositOutcome } from './deposit-outcome';
export { DirectDebitPanel } from './direct-debit-panel';
export { PayPalConfirm } from './paypal-confirm';
