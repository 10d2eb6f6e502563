import { PassThrough, Writable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { routeDataEndScript, routeDataScript } from './lib/route-data-transfer.ts';
import './lib/preact-options.ts';

export const streamTimeout = 5_000;

/**
 * Preact renders the page (issue 12's JavaScript budget), streaming sections that wait for data as they resolve.
 * The response's Content-Security-Policy nonce comes from the load context (apps/server/src/plugins/security-headers.ts);
 * ServerRouter hands it to <Scripts> and <ScrollRestoration>, and Preact puts it on its streaming script.
 *
 * React Router's route data (the loaders' answers, then each deferred promise as it settles) is written here,
 * not by ServerRouter: ServerRouter renders it after the document's `</html>`, where Preact's streamed sections
 * cannot find their place, so the data scripts would never run.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  const routeData = routerContext.serverHandoffStream;
  routerContext.serverHandoffStream = undefined;
  // Crawlers wait for all content, so they get whole pages.
  const userAgent = request.headers.get('user-agent');
  const wholePage = Boolean(userAgent && isbot(userAgent)) || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let started = false;
    const respond = () => {
      if (started) return;
      started = true;
      responseHeaders.set('Content-Type', 'text/html');
      resolve(new Response(createReadableStreamFromReadable(out.body), { headers: responseHeaders, status }));
    };
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const out = sharedBody(routeData ? 2 : 1, () => clearTimeout(timeoutId));
    const page = pageWriter(out);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onShellReady() {
          if (!wholePage) respond();
        },
        onAllReady() {
          if (wholePage) respond();
        },
        onError(error: unknown) {
          status = 500;
          if (!started) reject(error);
          else console.error(error);
        },
      },
    );
    pipe(page.writable);
    // The data goes after the page's first part, which holds the script that sets up its receiving end.
    if (routeData) void page.firstWritten.then(() => transferRouteData(routeData, nonce, out));
  });
}

type SharedBody = { body: PassThrough; write(chunk: Buffer | string): void; writerDone(): void };

/** The response body, written by the page and by the route data; it ends when each writer is done. */
function sharedBody(writers: number, onEnd: () => void): SharedBody {
  const body = new PassThrough();
  let open = writers;
  return {
    body,
    write: (chunk) => body.write(chunk),
    writerDone() {
      open -= 1;
      if (open > 0) return;
      onEnd();
      body.end();
    },
  };
}

const DOCTYPE = Buffer.from('<!DOCTYPE html>');

function startsWithDoctype(chunk: Buffer): boolean {
  return chunk.subarray(0, 9).toString('latin1').toUpperCase() === '<!DOCTYPE';
}

/**
 * Where Preact's stream goes: into the shared body, chunk by chunk. Preact writes the doctype only when a section
 * streams later, so the first chunk gets it when it lacks it (without it the browser renders in quirks mode).
 */
function pageWriter(out: SharedBody) {
  let first = true;
  let markFirst = () => {};
  const firstWritten = new Promise<void>((resolve) => {
    markFirst = resolve;
  });
  const writable = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      out.write(first && !startsWithDoctype(chunk) ? Buffer.concat([DOCTYPE, chunk]) : chunk);
      first = false;
      markFirst();
      callback();
    },
    final(callback) {
      out.writerDone();
      callback();
    },
  });
  // An aborted render stops piping without ending its destination.
  writable.on('unpipe', () => {
    if (!writable.writableEnded) writable.end();
  });
  return { writable, firstWritten };
}

async function transferRouteData(
  routeData: ReadableStream<Uint8Array>,
  nonce: string | undefined,
  out: SharedBody,
) {
  const decoder = new TextDecoder();
  try {
    const reader = routeData.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      out.write(routeDataScript(decoder.decode(read.value, { stream: true }), nonce));
    }
    out.write(routeDataEndScript(nonce));
  } catch (error) {
    console.error(error);
  } finally {
    out.writerDone();
  }
}
