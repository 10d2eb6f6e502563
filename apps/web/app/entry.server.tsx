import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { ServerRouter } from 'react-router';
import { GlobalError, loadErrorScreens } from './features/shell/index.ts';
import firstPaintCss from './styles/first-paint.css?url';

export const streamTimeout = 5_000;

/**
 * React Router's Node entry with two additions. The response's Content-Security-Policy nonce comes from the load
 * context (apps/server/src/plugins/security-headers.ts): ServerRouter hands it to <Scripts>, <ScrollRestoration>
 * and the streamed data scripts, and React puts it on its own streaming scripts.
 *
 * And a render that fails, fails (issue 22): a component that throws before the first byte leaves, in the shell
 * or in a section, rejects the render, so React Router renders the error page with a 500. Pages kept in the page
 * cache, and pages for crawlers, are rendered whole before they are sent, so a late throw fails them too. Only a
 * section that fails after an account page's shell has gone is left to the browser, which shows its route's
 * ErrorBoundary in its place. When the error page itself fails (the header threw, and the error page has the
 * header too), the answer is the global fallback alone, still a 500.
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
  const userAgent = request.headers.get('user-agent');
  const wholePage =
    Boolean(userAgent && isbot(userAgent)) || routerContext.isSpaMode || loadContext.sharedPage === true;

  return new Promise<Response>((resolve, rejectRender) => {
    const reject = (error: unknown) => {
      if (!routerContext.staticHandlerContext.errors) return rejectRender(error);
      logRenderError(error, loadContext);
      // The screens' code loads as the server starts; waiting for it keeps this page whole even just after.
      void loadErrorScreens().then(() => resolve(globalErrorResponse(responseHeaders)));
    };
    let sent = false;
    let failure: { error: unknown } | undefined;
    // Abort after streamTimeout, with time to flush the rejected boundaries.
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const ready = () => {
      if (failure) {
        clearTimeout(timeoutId);
        abort();
        reject(failure.error);
        return;
      }
      sent = true;
      const body = new PassThrough({
        final(callback) {
          clearTimeout(timeoutId);
          callback();
        },
      });
      responseHeaders.set('Content-Type', 'text/html');
      pipe(body);
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
    };

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onShellReady() {
          if (!wholePage) ready();
        },
        onAllReady() {
          if (wholePage) ready();
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          // Before anything is sent, the rejection is logged by React Router (handleError, below); after it,
          // this is the only place that hears of it.
          if (sent) logRenderError(error, loadContext);
          else failure ??= { error };
        },
      },
    );
  });
}

/** Loader and render failures, logged once, with the request's id (the load context's logger). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  logRenderError(error, context);
};

/** What each request has logged: the error page's render repeats a shell's failure, which is one failure. */
const logged = new WeakMap<AppLoadContext, Set<string>>();

function logRenderError(error: unknown, context: AppLoadContext) {
  const key = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const seen = logged.get(context) ?? new Set<string>();
  logged.set(context, seen);
  if (seen.has(key)) return;
  seen.add(key);
  if (context.logRenderError) context.logRenderError(error);
  else console.error(error);
}

/** The global fallback as a page of its own: no scripts, so nothing that could fail again in the browser. */
function globalErrorResponse(headers: Headers): Response {
  const html = renderToString(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="stylesheet" href={firstPaintCss} />
      </head>
      <body>
        <GlobalError />
      </body>
    </html>,
  );
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(`<!DOCTYPE html>${html}`, { status: 500, headers });
}
