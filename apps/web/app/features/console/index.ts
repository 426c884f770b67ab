export { MoneyBarChart } from './bar-chart';
export { ConsoleErrorBoundary, ConsoleFrame, ConsoleRefusal, firstConsolePage, roleNames } from './console-frame';
