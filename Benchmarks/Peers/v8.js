// V8's Date.parse on the peers' data set (Benchmarks/Peers/run.sh), one value at a time, to
// milliseconds. Prints name, mode, ns a value (the median of 7 passes) and the checksum.
const fs = require("fs");
const lines = fs.readFileSync(process.argv[2], "utf8").trimEnd().split("\n");
const samples = [];
let sum = 0n;
for (let pass = 0; pass < 7; pass++) {
  const start = process.hrtime.bigint();
  let s = 0;
  let wide = 0n;
  for (let i = 0; i < lines.length; i++) {
    const ms = Date.parse(lines[i]);
    if (!Number.isNaN(ms)) {
      s += ms;
      // Milliseconds sum past 2^53 quickly: fold into a BigInt every 1,024 values.
      if ((i & 1023) === 1023) { wide += BigInt(s); s = 0; }
    }
  }
  wide += BigInt(s);
  samples.push(Number(process.hrtime.bigint() - start) / lines.length);
  sum = wide;
}
samples.sort((a, b) => a - b);
const checksum = BigInt.asIntN(64, sum);
console.log(`V8 Date.parse (node ${process.version})\tone value at a time\t${samples[3].toFixed(2)}\t${checksum}`);
