/**
 * Issue 13: on /pay_today card numbers are 'masked except for users with `transactions`': the
 * last four digits stay (what a logist reads out to check the card), the rest is «••••». A number
 * with fewer than four digits shows none of them.
 */
export function maskCardNumber(cardNumber: string | null): string | null {
  if (cardNumber === null || cardNumber.trim() === '') return cardNumber;
  const digits = cardNumber.replace(/\D/g, '');
  return digits.length >= 4 ? `•••• ${digits.slice(-4)}` : '••••';
}
