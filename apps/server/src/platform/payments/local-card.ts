/** Test card numbers and what they do, like a payment provider's test mode. */
export const LOCAL_TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardResult =
  { ok: true; last4: string } | { ok: false; field: keyof CardInput | 'card'; message: string };

/** Cards that pay in test mode, as at the usual providers (Visa, Mastercard, Amex). */
const PAYING_CARDS = new Set<string>([
  LOCAL_TEST_CARDS.success,
  '5555555555554444',
  '378282246310005',
]);

function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What a test card comes to once its number is read: never the number itself. */
export interface TestCardToken {
  last4: string;
  /** The card's last valid month, `YYYY-MM`. */
  expires: string;
  /** What charging it does, decided by its number as a provider's test mode does. */
  outcome: 'pays' | 'declined' | 'insufficient_funds' | 'not_a_test_card';
}

export type TokenResult =
  { ok: true; token: TestCardToken } | { ok: false; field: keyof CardInput; message: string };

/**
 * Reads a card as a provider's card form would: the number (Luhn), the expiry, the security
 * code and the name must be well formed. What is kept says what charging it will do, so the
 * number, expiry and code need not be kept anywhere.
 */
export function tokenizeTestCard(input: CardInput): TokenResult {
  const number = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) {
    return { ok: false, field: 'number', message: 'Your card number is invalid.' };
  }
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) {
    return { ok: false, field: 'expiry', message: "Your card's expiration date is invalid." };
  }
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (!/^\d{3,4}$/.test(input.cvc.trim())) {
    return { ok: false, field: 'cvc', message: "Your card's security code is invalid." };
  }
  if (input.name.trim() === '') {
    return { ok: false, field: 'name', message: 'Enter the name on the card.' };
  }
  const outcome =
    number === LOCAL_TEST_CARDS.declined
      ? 'declined'
      : number === LOCAL_TEST_CARDS.insufficientFunds
        ? 'insufficient_funds'
        : PAYING_CARDS.has(number)
          ? 'pays'
          : 'not_a_test_card';
  return {
    ok: true,
    token: {
      last4: number.slice(-4),
      expires: `${year}-${String(month).padStart(2, '0')}`,
      outcome,
    },
  };
}

/** Charges a card read by `tokenizeTestCard`, on the day `now`. */
export function chargeTestCardToken(token: TestCardToken, now = new Date()): CardResult {
  const [year, month] = token.expires.split('-').map(Number) as [number, number];
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return { ok: false, field: 'expiry', message: 'Your card has expired.' };
  }
  switch (token.outcome) {
    case 'pays':
      return { ok: true, last4: token.last4 };
    case 'declined':
      return { ok: false, field: 'card', message: 'Your card was declined.' };
    case 'insufficient_funds':
      return { ok: false, field: 'card', message: 'Your card has insufficient funds.' };
    default:
      return {
        ok: false,
        field: 'card',
        message: 'Your card was declined. This is a test checkout: use 4242 4242 4242 4242.',
      };
  }
}

/**
 * The local checkout's card rules, like a provider's test mode: 4242 4242 4242 4242 pays,
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds.
 */
export function chargeTestCard(input: CardInput, now = new Date()): CardResult {
  const read = tokenizeTestCard(input);
  return read.ok ? chargeTestCardToken(read.token, now) : read;
}
