/** Avatar initials: the first two letters of the username in upper case (spec section 2). */
export function initials(username: string): string {
  return username.slice(0, 2).toUpperCase();
}

/** Coins with thousands separators ('5,000'). */
export function formatCoins(coins: number): string {
  return Math.round(coins).toLocaleString('en-US');
}

/** A signed coin amount ('+1,200', '-300', '0'). */
export function formatSignedCoins(coins: number): string {
  return coins > 0 ? `+${formatCoins(coins)}` : formatCoins(coins);
}
