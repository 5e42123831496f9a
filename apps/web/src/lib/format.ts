/** Avatar initials: the first two letters of the username in upper case (spec section 2). */
export function initials(username: string): string {
  return username.slice(0, 2).toUpperCase();
}

/**
 * A whole number with thousands separators, as `toLocaleString('en-US')` writes it ('1,234',
 * '-5,000'). Written out rather than through `Intl.NumberFormat`: building the first formatter
 * loads the locale's data, about 15 ms of the main thread while the first screen starts.
 */
export function formatCount(count: number): string {
  const whole = Math.round(count);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}

/** Coins with thousands separators ('5,000'). */
export function formatCoins(coins: number): string {
  return formatCount(coins);
}

/** A signed coin amount ('+1,200', '-300', '0'). */
export function formatSignedCoins(coins: number): string {
  return coins > 0 ? `+${formatCoins(coins)}` : formatCoins(coins);
}
