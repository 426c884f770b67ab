// The quick pick is shared with the catalogue's syndicate games (docs/decisions/255): one rule, in lib.
export { drawQuickPick, type SelectionRules } from '../../lib/quick-pick';
