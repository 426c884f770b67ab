// The membership program's door (docs/decisions/395-399).
export {
  consoleGiveaway,
  consoleGiveawayEntries,
  consoleGiveawayPayouts,
  consoleGiveaways,
  editGiveawayDisplay,
} from './console-giveaways';
export { createMembershipModule, type MembershipDeps, type MembershipModule } from './create-membership-module';
export { giveawaySeedId, type NumberedEntry } from './giveaway-draws';
export type { ExtraEntries, GiveawayRow } from './giveaways';
export { membershipRoutes } from './membership.routes';
export { entriesPerTier, membershipTransitions } from './membership-rules';
export { extendPremium } from './memberships';
export { audienceAdmits, programSettingsOf, readProgramSettings, saveProgramSettings } from './program-settings';
