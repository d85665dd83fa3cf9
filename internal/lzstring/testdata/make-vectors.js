// Writes vectors.json: texts and their compressToBase64 by lz-string 1.5.0,
// the JavaScript original. Run with Node.js in a folder where
// `npm install lz-string@1.5.0` was run: node make-vectors.js > vectors.json
const lz = require("lz-string");
let seed = 1;
function rand(n) { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; }
const texts = ["", "a", "hello, i am a 猫", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "Ünïcödé 🐱 ok",
  '{"size":9,"grid":[[{}]]}'];
for (let k = 0; k < 40; k++) {
  const len = rand(k < 20 ? 200 : 5000);
  const alphabet = k % 3 === 0 ? "ab" : k % 3 === 1 ? '{}[]:,"0123456789abcdefgRC' : "xyzé猫🐱 ";
  const chars = Array.from(alphabet);
  let s = "";
  for (let i = 0; i < len; i++) s += chars[rand(chars.length)];
  texts.push(s);
}
const grid = [];
for (let r = 0; r < 9; r++) {
  const row = [];
  for (let c = 0; c < 9; c++) row.push((r * 9 + c) % 7 === 0 ? { value: (r + c) % 9 + 1, given: true } : {});
  grid.push(row);
}
texts.push(JSON.stringify({ size: 9, title: "Killer", grid, "diagonal+": true, "diagonal-": true,
  killercage: [{ cells: ["R1C1", "R1C2"], value: "15" }] }));
console.log(JSON.stringify(texts.map(t => ({ text: t, base64: lz.compressToBase64(t) })), null, 1));
