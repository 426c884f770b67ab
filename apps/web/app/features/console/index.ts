export { MoneyBarChart } from './bar-chart';
export { ActionOutcome, ChoiceField, Field, SelectField, TextAreaField } from './console-form';
export { ConsoleErrorBoundary, ConsoleFrame, ConsoleRefusal, firstConsolePage, roleNames } from './console-frame';
export { type ConsoleColumn, ConsoleTable } from './console-table';
export { minorUnitsOf } from './money-input';
export { RaffleForm, RafflePresentationFields } from './raffle-form';
export { raffleFormStateOf, readRaffleForm } from './raffle-form-data';
export { raffleApiErrors } from './raffle-form-errors';
export { type StatusKind, statusInWords, statusWords } from './status-words';
