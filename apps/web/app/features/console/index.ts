// The console feature's client-safe door: its pages, the frame round them and its error boundary.

export { AuditPage } from './audit/audit-page';
export { CampaignsPage } from './campaigns/campaigns-page';
export { CapabilitiesPage } from './capabilities/capabilities-page';
export { ConsoleErrorBoundary, ConsoleFrame } from './console-frame';
export { ContentItemPage, ContentItemsPage } from './content/content-items-page';
export { ContentPage } from './content/content-page';
export { FilesPage } from './content/files-page';
export { ThemePage } from './content/theme-page';
export { CorrectionsPage } from './corrections/corrections-page';
export { CustomerPage } from './customer/customer-page';
export { CustomersPage } from './customers/customers-page';
export { DashboardPage } from './dashboard/dashboard-page';
export { DrawsPage } from './draws/draws-page';
export { FeedbackPage } from './feedback/feedback-page';
export { GiveawayPage } from './giveaways/giveaway-page';
export { GiveawayPayoutsPage, GiveawaysPage } from './giveaways/giveaways-page';
export { LottoPartyGroupPage, LottoPartyGroupsPage, LottoPartyMoneyPage } from './lotto-party/lotto-party-pages';
export { PlacementsPage } from './placements/placements-page';
export { PrizesPage } from './prizes/prizes-page';
export { NewRafflePage } from './raffles/raffle-new-page';
export { RafflePage } from './raffles/raffle-page';
export { RafflesPage } from './raffles/raffles-page';
export { SignInPage } from './sign-in/sign-in-page';
export { StaffPage } from './staff/staff-page';
export { VerificationUploadsPage } from './verification-uploads/verification-uploads-page';
export { VouchersPage } from './vouchers/vouchers-page';
export { WithdrawalsPage } from './withdrawals/withdrawals-page';
