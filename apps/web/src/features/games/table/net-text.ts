import { formatCoins } from '../../../lib/format';

/** 'You won N coins!' / 'You lost N coins' from a round's net (spec section 8). */
export function netText(net: number): string {
  return net >= 0 ? `You won ${formatCoins(net)} coins!` : `You lost ${formatCoins(-net)} coins`;
}
