export { type Corrections, createCorrections } from './corrections';
