// The console feature's server-only door (React Router keeps .server modules out of the browser).

export { loadConsoleAudit } from './audit/audit.server';
export { consoleBankStatementAction, loadConsoleBankStatement } from './bank-statement/bank-statement.server';
export { consoleBpayAction, loadConsoleBpay } from './bpay/bpay.server';
export { loadConsoleCampaigns } from './campaigns/campaigns.server';
export { consoleCapabilitiesAction, loadConsoleCapabilities } from './capabilities/capabilities.server';
export { consoleComponentsAction, loadConsoleComponents } from './content/components.server';
export { consoleContentAction, loadConsoleContent } from './content/content.server';
export {
  consoleContentItemAction,
  consoleContentItemsAction,
  loadConsoleContentItem,
  loadConsoleContentItems,
} from './content/content-items.server';
export {
  consoleSiteConfigVersionsAction,
  consoleTranslationAction,
  loadConsoleSiteConfigVersions,
  loadConsoleTranslation,
  loadConsoleTranslations,
} from './content/content-versions.server';
export { consoleEditingModeAction, loadConsoleEditingMode } from './content/editing-mode.server';
export { consoleFilesAction, loadConsoleFiles } from './content/files.server';
export {
  consoleShopPictureAction,
  loadConsoleShopPicture,
  loadConsoleShopPictures,
} from './content/shop-pictures.server';
export { consoleThemeAction, loadConsoleTheme } from './content/theme.server';
export { consoleCorrectionsAction, loadConsoleCorrections } from './corrections/corrections.server';
export { consoleCustomerAction, loadConsoleCustomer } from './customer/customer.server';
export { loadConsoleCustomers } from './customers/customers.server';
export { loadConsoleDashboard } from './dashboard/dashboard.server';
export {
  consoleDirectDebitAction,
  loadConsoleDirectDebit,
  loadConsoleDirectDebitFile,
} from './direct-debit/direct-debit.server';
export { consoleDrawsAction, loadConsoleDraws } from './draws/draws.server';
export { loadConsoleFeedback } from './feedback/feedback.server';
export {
  consoleGiveawayAction,
  consoleGiveawaysAction,
  loadConsoleGiveaway,
  loadConsoleGiveawayPayouts,
  loadConsoleGiveaways,
} from './giveaways/giveaways.server';
export { loadConsolePremiumBilling } from './giveaways/premium-billing.server';
export { consoleProgramSettingsAction, loadConsoleProgramSettings } from './giveaways/program-settings.server';
export {
  consoleLottoPartyAction,
  loadConsoleLottoParty,
  loadConsoleLottoPartyGroup,
  loadConsoleLottoPartyMoney,
} from './lotto-party/lotto-party.server';
export { consolePartnersAction, loadConsolePartners } from './partners/partners.server';
export { consolePlacementsAction, loadConsolePlacements } from './placements/placements.server';
export { consolePrizesAction, loadConsolePrizes } from './prizes/prizes.server';
export {
  consoleNewRaffleAction,
  consoleRaffleAction,
  loadConsoleNewRaffle,
  loadConsoleRaffle,
  loadConsoleRaffles,
} from './raffles/raffles.server';
export { consoleSignInAction, loadConsoleSignIn } from './sign-in/sign-in.server';
export { consoleSignOutAction, consoleSignOutPage } from './sign-in/sign-out.server';
export { consoleStaffAction, loadConsoleStaff } from './staff/staff.server';
export { requireConsoleStaff } from './staff-session.server';
export {
  consoleVerificationUploadsAction,
  loadConsoleVerificationDocument,
  loadConsoleVerificationUploads,
} from './verification-uploads/verification-uploads.server';
export { consoleVouchersAction, loadConsoleVouchers } from './vouchers/vouchers.server';
export { consoleWithdrawalsAction, loadConsoleWithdrawals } from './withdrawals/withdrawals.server';
