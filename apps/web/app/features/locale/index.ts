export {
  AEST_TIME_ZONE,
  aestWeekday,
  formatAestDate,
  formatAestDateTime,
  isLocale,
  type LocaleView,
  localeView,
  resolveLocale,
  useLocale,
  type Wording,
  wording,
} from './locale';
