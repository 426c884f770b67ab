export { createLimitsModule, type LimitsModule } from './create-limits-module';
export { defaultLimitsPolicy, type LimitsDeps, type LimitsPolicy } from './limits.deps';
export { limitsRoutes } from './limits.routes';
