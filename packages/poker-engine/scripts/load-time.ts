// Prints how long building the evaluator tables takes at module load.
async function main(): Promise<void> {
  await import('@coinwave/game-core');
  const t = performance.now();
  await import('../src/evaluator/hand-tables');
  console.log(`hand-tables built in ${(performance.now() - t).toFixed(0)} ms`);
}
void main();
