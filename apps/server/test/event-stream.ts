/** Opens a shop's event stream over HTTP as a browser would, and collects the events it receives. */
export async function subscribe(base: string, cookie: string, shopId: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events?shopId=${shopId}`, {
    headers: { cookie },
    signal: controller.signal,
  });
  const events: { event: string; data: Record<string, unknown> }[] = [];
  let ended = false;
  const done = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted, or the server went away
    }
    ended = true;
  })();
  return { res, events, close: () => controller.abort(), done, ended: () => ended };
}
