/** The `platter` CLI: one commander program; each command lives in cli/commands/. */
export async function main(argv: string[]): Promise<void> {
  console.log('platter: commands are being built', argv);
}
