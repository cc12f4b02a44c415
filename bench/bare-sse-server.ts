// The fan-out yardstick: the plainest SSE broadcaster node:http allows. Every GET /events is kept
// open; each POST /change sends one shared, pre-encoded event to all of them, with the same shape of
// payload as the queue's overview, so the benchmark's subscribers read both alike.
import http from 'node:http';

const subscribers = new Set<http.ServerResponse>();
let count = Number(process.env.COUNT ?? 1000);
const event = () =>
  Buffer.from(
    `event: overview\ndata: ${JSON.stringify({ count, position: null, eta_minutes: null, token: null, is_open: true, queue_status: true })}\n\n`,
  );

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/events') {
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
    res.write(event());
    subscribers.add(res);
    res.on('close', () => subscribers.delete(res));
    return;
  }
  if (req.method === 'POST' && req.url === '/change') {
    count -= 1;
    const chunk = event();
    for (const s of subscribers) s.write(chunk);
    res.writeHead(200, { 'content-length': 0 });
    res.end();
    return;
  }
  // The readiness probe.
  res.writeHead(200, { 'content-length': 2 });
  res.end('ok');
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
