/**
 * Stored-XSS test data: filter-evasion vectors after the OWASP XSS Filter Evasion Cheat Sheet.
 * Each one, if it ever ran, would set `window.__xss` or open a dialog; xss.spec.ts watches for both.
 * The number in `marker` tells which vector ran.
 */
const run = (n: number) => `window.__xss=${n}`;

export const xssVectors: string[] = [
  `<script>${run(1)}</script>`,
  `<img src=x onerror="${run(2)}">`,
  `<svg onload=${run(3)}>`,
  `<svg><script>${run(4)}</script></svg>`,
  `"><script>${run(5)}</script>`,
  `'><img src=x onerror=alert(6)>`,
  `</script><script>${run(7)}</script>`,
  `</title><script>${run(8)}</script>`,
  `<iframe src="javascript:alert(9)"></iframe>`,
  `<IMG SRC=JaVaScRiPt:alert(10)>`,
  `<img src=x:alert(alt) onerror=eval(src) alt=11>`,
  `<details open ontoggle=${run(12)}>`,
  `<input autofocus onfocus=${run(13)}>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${run(14)}>`,
  `<noscript><p title="</noscript><img src=x onerror=${run(15)}>">`,
  `<!--<img src="--><img src=x onerror=${run(16)}//">`,
  `<a href="&#106;avascript:alert(17)">link 17</a>`,
  `<a href="javascript:${run(18)}">link 18</a>`,
  `<object data="javascript:alert(19)"></object>`,
  `<embed src="data:text/html,<script>alert(20)</script>">`,
  `<form><button formaction=javascript:alert(21)>go 21</button></form>`,
  `<video><source onerror="${run(22)}"></video>`,
  `<body onload=${run(23)}>`,
  `{{constructor.constructor('${run(24)}')()}}`,
  `\u2028\u2029</script><script>${run(25)}</script>`,
  `<style>@import 'javascript:alert(26)';</style><div style="background:url(javascript:alert(26))">26</div>`,
];
