/**
 * Draws the default social image (1200x630) for link previews and writes it as a JPEG into
 * public/. Run with `npx tsx site/scripts/og-image.ts` after changing the brand; the result is committed.
 */
import sharp from 'sharp';
import { fileURLToPath } from 'node:url';

const out = fileURLToPath(new URL('../public/assets/images/og-image.jpg', import.meta.url));

const ions = Array.from({ length: 9 }, (_, i) => 760 + i * 42)
  .map((x) => `<path d="M${x} 250v150" stroke="#a5f3fc" stroke-width="3" stroke-dasharray="6 12" opacity=".8"/>`)
  .join('');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <radialGradient id="bg" cx="80%" cy="10%" r="90%">
      <stop offset="0" stop-color="#3a35c1"/><stop offset=".6" stop-color="#1b1a48"/><stop offset="1" stop-color="#0f0e2e"/>
    </radialGradient>
    <radialGradient id="glow" cx="50%" cy="50%" r="50%">
      <stop offset="0" stop-color="#e2e6ff" stop-opacity=".95"/><stop offset=".5" stop-color="#7b86f4" stop-opacity=".6"/><stop offset="1" stop-color="#5a60eb" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect x="700" y="150" width="440" height="340" rx="28" fill="#14133a" stroke="#7b86f4" stroke-opacity=".6" stroke-width="4"/>
  <rect x="750" y="190" width="340" height="20" rx="6" fill="#94a3b8"/>
  <ellipse cx="920" cy="325" rx="200" ry="85" fill="url(#glow)"/>
  ${ions}
  <rect x="770" y="400" width="300" height="12" rx="3" fill="#e2e8f0"/>
  <rect x="745" y="412" width="350" height="40" rx="6" fill="#475569"/>
  <g font-family="DejaVu Sans, Arial, sans-serif" fill="#ffffff">
    <text x="70" y="120" font-size="30" font-weight="700" fill="#a5f3fc" letter-spacing="3">IONVALE SYSTEMS</text>
    <text x="70" y="230" font-size="52" font-weight="700">Plasma etching and</text>
    <text x="70" y="300" font-size="52" font-weight="700">thin-film deposition</text>
    <text x="70" y="370" font-size="52" font-weight="700">for research labs</text>
    <text x="70" y="460" font-size="28" fill="#c8cffd">RIE · ICP-RIE · DRIE · PECVD · ALD · HDP-CVD</text>
    <text x="70" y="560" font-size="26" fill="#cbd5e1">ionvale.example</text>
  </g>
</svg>`;

await sharp(Buffer.from(svg)).jpeg({ quality: 86, mozjpeg: true }).toFile(out);
console.log(`wrote ${out}`);
