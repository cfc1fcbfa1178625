import { PHONE_MAX } from '@shared/query/constants';

const US_DIGITS = 10;

/**
 * The US phone mask of docs/spec/product-spec.md §5: `(303) 555-0100`, digits only, at most PHONE_MAX (14)
 * characters. Progressive, so it can run on every keystroke: '303' → '(303', '3035' → '(303) 5'.
 * A pasted number with the country code (+1 303 555 0100) keeps its last ten digits.
 */
export function maskPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length > US_DIGITS && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, US_DIGITS);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  let masked = `(${area}`;
  if (exchange) masked += `) ${exchange}`;
  if (line) masked += `-${line}`;
  return masked.slice(0, PHONE_MAX);
}
