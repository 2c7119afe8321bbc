// The bench's HTTP client, on its own thread: reading and parsing a 90 KB answer on the server's
// event loop would be counted as server time. Plain JS so the worker needs no TypeScript loader.
import { Agent, request } from 'node:http';
import { parentPort } from 'node:worker_threads';

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

parentPort.on('message', ({ id, url, headers, method = 'GET', body }) => {
  const t0 = performance.now();
  const sent = body === undefined ? headers : { ...headers, 'content-type': 'application/json' };
  const req = request(url, { agent, headers: sent, method }, (res) => {
    const chunks = [];
    res.on('data', (c) => chunks.push(c));
    res.on('end', () => {
      // The time a client waits for the whole answer; checking it comes after the clock stops.
      const ms = performance.now() - t0;
      const text = Buffer.concat(chunks).toString('utf8');
      // Any 2xx: a create answers 201.
      if (res.statusCode < 200 || res.statusCode > 299)
        parentPort.postMessage({ id, error: `HTTP ${res.statusCode} ${text.slice(0, 300)}` });
      else {
        JSON.parse(text);
        parentPort.postMessage({ id, ms });
      }
    });
  });
  req.on('error', (e) => parentPort.postMessage({ id, error: e.message }));
  req.end(body === undefined ? undefined : JSON.stringify(body));
});
