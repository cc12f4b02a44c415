// The yardstick: the fastest HTTP answer this machine's Node can give, measured in the same run.
import http from 'node:http';

const body = JSON.stringify({ hello: 'world' });
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
