export {
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
