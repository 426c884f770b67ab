export { MoneyBarChart } from './bar-chart';
export { ActionOutcome, ChoiceField, Field, SelectField, TextAreaField } from './console-form';
export { ConsoleErrorBoundary, ConsoleFrame, ConsoleRefusal, firstConsolePage, roleNames } from './console-frame';
export { type ConsoleColumn, ConsoleTable } from './console-table';
export { type StatusKind, statusInWords, statusWords } from './status-words';
