export { MoneyBarChart } from './bar-chart';
export { ConsoleErrorBoundary, ConsoleFrame, ConsoleRefusal, roleNames } from './console-frame';
