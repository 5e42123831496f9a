/** 'You won N coins!' / 'You lost N coins' from a round's net (spec section 8). */
export function netText(net: number): string {
  return net >= 0
    ? `You won ${net.toLocaleString('en-US')} coins!`
    : `You lost ${(-net).toLocaleString('en-US')} coins`;
}
