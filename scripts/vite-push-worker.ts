import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';

const source = new URL('../packages/web/src/push-worker/push-worker.js', import.meta.url);

// The few parts of Vite's plugin interface used here: each app has its own Vite, none at the root.
interface DevServer {
  config: { base: string };
  middlewares: {
    use(handle: (request: IncomingMessage, response: ServerResponse, next: () => void) => void): void;
  };
}
interface BundleContext {
  emitFile(file: { type: 'asset'; fileName: string; source: string }): string;
}

/**
 * Writes the one Web Push worker (packages/web/src/push-worker/push-worker.js) into an app's
 * build under the name that app serves it by, and serves it there from the dev server too.
 */
export function pushWorker(fileName: string) {
  return {
    name: 'salon-push-worker',
    configureServer(server: DevServer) {
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://dev').pathname;
        if (path !== `${server.config.base}${fileName}`) return next();
        response.setHeader('Content-Type', 'text/javascript');
        response.end(readFileSync(source, 'utf8'));
      });
    },
    generateBundle(this: BundleContext) {
      this.emitFile({ type: 'asset', fileName, source: readFileSync(source, 'utf8') });
    },
  };
}
