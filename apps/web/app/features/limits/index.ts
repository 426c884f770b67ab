// The limits feature's client-safe door: the spend, deposit and pre-commitment limit forms and the break from play.
export { errorsFor, IdForm, LimitFigures, LimitsSection, SelfExclusionSection } from './limit-forms';
export type { LimitsActionData } from './limits.server';
