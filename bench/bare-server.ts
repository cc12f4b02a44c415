// The yardstick: the fastest HTTP answer this machine's Node can give, measured in the same run.
// With BARE_BODY_FILE it answers that file's bytes instead: what sending an answer of that size
// costs on its own, as context for an endpoint whose answer is large.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const body = process.env.BARE_BODY_FILE ? readFileSync(process.env.BARE_BODY_FILE) : JSON.stringify({ hello: 'world' });
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
