/**
 * The scripts that hand React Router's streamed route data to the browser, as its own StreamTransfer writes them
 * (see entry.server.tsx for why we write them).
 */

// Inside a <script>, `<` could close it or open a comment, and U+2028/2029 end a line in older parsers.
const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[&><\u2028\u2029]/g, (match) => UNSAFE_IN_SCRIPT[match] ?? match);
}

function inlineScript(code: string, nonce: string | undefined): string {
  return nonce ? `<script nonce="${nonce}">${code}</script>` : `<script>${code}</script>`;
}

export function routeDataScript(text: string, nonce: string | undefined): string {
  return inlineScript(
    `window.__reactRouterContext.streamController.enqueue(${scriptSafeJson(text)});`,
    nonce,
  );
}

export function routeDataEndScript(nonce: string | undefined): string {
  return inlineScript('window.__reactRouterContext.streamController.close();', nonce);
}
