export { COUNTRY_BANNED_REASON, type CountryRules, createCountryRules } from './country-rules';
export { countryRulesRoutes } from './country-rules.routes';
export { countryAcknowledgements } from './country-rules.tables';
