/** Avatar initials: the first two letters of the username in upper case (spec section 2). */
export function initials(username: string): string {
  return username.slice(0, 2).toUpperCase();
}

/** Made once: `toLocaleString` builds a formatter on every call, and coins are shown everywhere. */
const coinsFormat = new Intl.NumberFormat('en-US');

/** Coins with thousands separators ('5,000'). */
export function formatCoins(coins: number): string {
  return coinsFormat.format(Math.round(coins));
}

/** A signed coin amount ('+1,200', '-300', '0'). */
export function formatSignedCoins(coins: number): string {
  return coins > 0 ? `+${formatCoins(coins)}` : formatCoins(coins);
}
