// The big lists of reads.bench.mjs (issue 16 item 4): filled and measured later.
export async function fillBig() {}
export async function bigCases() {
  return [];
}
