export type { LimitReads, SpendLimitsCheck } from './check-limits';
export { createLimitsModule, type LimitsModule } from './create-limits-module';
export { type LimitChanges, type LimitsCustomer, limitChanges } from './limit-changes';
export { defaultLimitsPolicy, type LimitsDeps, type LimitsPolicy } from './limits.deps';
export { limitIdParamsSchema, limitPeriodParamsSchema, limitsRoutes } from './limits.routes';
