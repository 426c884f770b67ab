import { cardEntryRules } from './card-entry';

/**
 * The card page's own script (sent inline under the page's nonce): the rules of card-entry.ts as
 * they are, then what the page does with them. The number is spaced in its brand's groups and the
 * brand named as it is typed; the expiry gets its slash; on submit every field is checked, each
 * message is tied to its field and the first wrong field takes the focus. Without the script the
 * server checks the same rules and answers the same messages.
 */
const behaviour = `
(function () {
  var form = document.getElementById('card-form');
  if (!form) return;
  var brandNames = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };
  var number = form.elements.namedItem('number');
  var expiry = form.elements.namedItem('expiry');
  var csc = form.elements.namedItem('csc');
  var name = form.elements.namedItem('name');
  var brand = document.getElementById('number-brand');
  var cscHint = document.getElementById('csc-hint');
  var parts = form.getAttribute('data-today').split('-');
  var today = { year: Number(parts[0]), month: Number(parts[1]) };

  function showBrand() {
    var found = cardBrandOf(number.value.replace(/\\D/g, ''));
    brand.textContent = found ? brandNames[found] : '';
    brand.hidden = !found;
    csc.maxLength = found === 'amex' ? 4 : 3;
    cscHint.textContent = found === 'amex' ? '4 digits, on the front of the card' : '3 digits, on the back of the card';
  }
  function keepCaret(input, format, event) {
    if (event.inputType && event.inputType.indexOf('delete') === 0) return;
    var before = input.value.slice(0, input.selectionStart).replace(/\\D/g, '').length;
    input.value = format(input.value);
    var at = 0;
    for (var seen = 0; at < input.value.length && seen < before; at++) if (/\\d/.test(input.value[at])) seen++;
    input.setSelectionRange(at, at);
  }
  number.addEventListener('input', function (event) {
    keepCaret(number, formatCardNumber, event);
    showBrand();
  });
  expiry.addEventListener('input', function (event) {
    keepCaret(expiry, formatExpiry, event);
  });
  function mark(input, message) {
    var error = document.getElementById(input.id + '-error');
    var text = error.querySelector('.error-text');
    text.textContent = message || '';
    error.hidden = !message;
    var described = (input.getAttribute('aria-describedby') || '').split(' ').filter(function (id) {
      return id && id !== error.id;
    });
    if (message) {
      input.setAttribute('aria-invalid', 'true');
      described.push(error.id);
    } else input.removeAttribute('aria-invalid');
    if (described.length) input.setAttribute('aria-describedby', described.join(' '));
    else input.removeAttribute('aria-describedby');
    return !message;
  }
  form.addEventListener('submit', function (event) {
    var checks = [
      [name, holderNameProblem(name.value)],
      [number, cardNumberProblem(number.value)],
      [expiry, expiryProblem(expiry.value, today)],
      [csc, securityCodeProblem(csc.value, number.value)],
    ];
    var first = null;
    checks.forEach(function (check) {
      if (!mark(check[0], check[1]) && !first) first = check[0];
    });
    if (first) {
      event.preventDefault();
      first.focus();
      return;
    }
    var button = form.querySelector('button[type=submit]');
    button.disabled = true;
    button.textContent = button.getAttribute('data-busy') || 'Saving card…';
  });
  showBrand();
})();
`;

/** The script's text: each rule's own source, then the page's behaviour. */
export function cardPageScript(): string {
  return `${cardEntryRules.map((rule) => rule.toString()).join('\n')}\n${behaviour}`;
}
