/**
 * The ABA (Cemtex direct entry) file the Australian banks take for a direct debit collection
 * (decision 522): a descriptive record (type 0), one detail record (type 1) a debit, a balancing
 * credit to the shop's own account, and the file total (type 7); every record 120 characters, the
 * records joined by CRLF. Fields hold only the BECS character set: a field outside it is refused,
 * never silently changed, so the bank debits the account the customer agreed to.
 */

export interface AbaSender {
  /** The shop's APCA (direct entry) user id: six digits. */
  readonly userId: string;
  /** The user's preferred specification: the name the bank registered, at most 26 characters. */
  readonly userName: string;
  /** The bank's three-letter abbreviation (e.g. CBA, WBC, NAB, ANZ). */
  readonly bank: string;
  /** The shop's own account the collection is paid into (trace account and balancing credit). */
  readonly bsb: string;
  readonly accountNumber: string;
  readonly accountName: string;
  /** The remitter's name shown on the customer's statement, at most 16 characters. */
  readonly remitter: string;
}

export interface AbaDebit {
  readonly bsb: string;
  readonly accountNumber: string;
  readonly accountName: string;
  /** Whole cents, more than 0. */
  readonly amountCents: number;
  /** Shown on the customer's statement and returned with a dishonour: the deposit's reference. */
  readonly reference: string;
}

export interface AbaFile {
  readonly sender: AbaSender;
  /** The processing date, YYYY-MM-DD. */
  readonly processingDate: string;
  /** At most 12 characters, e.g. DEPOSITS. */
  readonly description: string;
  readonly debits: readonly AbaDebit[];
}

const BECS = /^[A-Za-z0-9 &'()*+,\-./]*$/;
const MAX_AMOUNT_CENTS = 9_999_999_999;

export class AbaFieldError extends Error {
  constructor(readonly field: string) {
    super(`ABA field ${field} is not valid`);
  }
}

/** A BSB as six digits, with or without the hyphen; the ABA form is NNN-NNN. */
export function abaBsb(bsb: string, field = 'bsb'): string {
  const digits = /^(\d{3})-?(\d{3})$/.exec(bsb);
  if (!digits) throw new AbaFieldError(field);
  return `${digits[1]}-${digits[2]}`;
}

/** An Australian account number: 5 to 9 digits (the ABA field is nine wide). */
export function validAccountNumber(accountNumber: string): boolean {
  return /^\d{5,9}$/.test(accountNumber);
}

/** The account number as every answer and log shows it: only its last three digits. */
export function maskAccountNumber(accountNumber: string): string {
  return `•••${accountNumber.slice(-3)}`;
}

function text(value: string, width: number, field: string): string {
  if (!BECS.test(value) || value.length > width) throw new AbaFieldError(field);
  return value.padEnd(width, ' ');
}

function digits(value: number, width: number, field: string): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new AbaFieldError(field);
  const out = String(value);
  if (out.length > width) throw new AbaFieldError(field);
  return out.padStart(width, '0');
}

function account(accountNumber: string, field: string): string {
  if (!validAccountNumber(accountNumber)) throw new AbaFieldError(field);
  return accountNumber.padStart(9, ' ');
}

function ddmmyy(date: string): string {
  const parts = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/.exec(date);
  if (!parts) throw new AbaFieldError('processingDate');
  return `${parts[3]}${parts[2]}${parts[1]}`;
}

function descriptive(file: AbaFile): string {
  const { sender } = file;
  if (!/^\d{6}$/.test(sender.userId)) throw new AbaFieldError('userId');
  if (!/^[A-Z]{3}$/.test(sender.bank)) throw new AbaFieldError('bank');
  return [
    '0',
    ' '.repeat(17),
    '01',
    sender.bank,
    ' '.repeat(7),
    text(sender.userName, 26, 'userName'),
    sender.userId,
    text(file.description, 12, 'description'),
    ddmmyy(file.processingDate),
    ' '.repeat(40),
  ].join('');
}

/** Transaction code 13: externally initiated debit; 50: a credit (the balancing line). */
function detail(code: '13' | '50', line: AbaDebit, sender: AbaSender, index: number): string {
  const at = `debits[${index}]`;
  if (line.amountCents < 1 || line.amountCents > MAX_AMOUNT_CENTS) throw new AbaFieldError(`${at}.amountCents`);
  return [
    '1',
    abaBsb(line.bsb, `${at}.bsb`),
    account(line.accountNumber, `${at}.accountNumber`),
    ' ',
    code,
    digits(line.amountCents, 10, `${at}.amountCents`),
    text(line.accountName, 32, `${at}.accountName`),
    text(line.reference, 18, `${at}.reference`),
    abaBsb(sender.bsb, 'sender.bsb'),
    account(sender.accountNumber, 'sender.accountNumber'),
    text(sender.remitter, 16, 'remitter'),
    '00000000',
  ].join('');
}

function total(debitCents: number, count: number): string {
  // The balancing credit equals the debits, so the net total is zero.
  return [
    '7',
    '999-999',
    ' '.repeat(12),
    digits(0, 10, 'net'),
    digits(debitCents, 10, 'credits'),
    digits(debitCents, 10, 'debits'),
    ' '.repeat(24),
    digits(count, 6, 'count'),
    ' '.repeat(40),
  ].join('');
}

/** The whole file; throws AbaFieldError naming the first field the banks would refuse. */
export function writeAbaFile(file: AbaFile): string {
  if (file.debits.length === 0) throw new AbaFieldError('debits');
  const debitCents = file.debits.reduce((sum, line) => sum + line.amountCents, 0);
  if (debitCents > MAX_AMOUNT_CENTS) throw new AbaFieldError('debits');
  const { sender } = file;
  const balancing: AbaDebit = {
    bsb: sender.bsb,
    accountNumber: sender.accountNumber,
    accountName: sender.accountName,
    amountCents: debitCents,
    reference: file.description,
  };
  const records = [
    descriptive(file),
    ...file.debits.map((line, index) => detail('13', line, sender, index)),
    detail('50', balancing, sender, file.debits.length),
    total(debitCents, file.debits.length + 1),
  ];
  return `${records.join('\r\n')}\r\n`;
}
