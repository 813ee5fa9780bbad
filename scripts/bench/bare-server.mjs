// The ceiling of this machine right now: a bare Fastify route with no database, no contract and no logic, that
// answers the same JSON as a real category listing (read once from BENCH_PAYLOAD_FILE, serialised per request
// as the real server does), and /bare-product the same for a product document (BENCH_PRODUCT_PAYLOAD_FILE). Started as a child process by catalogue.mjs, on HOST:PORT; prints "listening".
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const payload = JSON.parse(readFileSync(process.env.BENCH_PAYLOAD_FILE, 'utf8'));
const app = Fastify({ logger: false });
app.get('/bare', async () => payload);
if (process.env.BENCH_PRODUCT_PAYLOAD_FILE) {
  const product = JSON.parse(readFileSync(process.env.BENCH_PRODUCT_PAYLOAD_FILE, 'utf8'));
  app.get('/bare-product', async () => product);
}
app.get('/healthz', async () => ({ status: 'ok' }));

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('listening');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close().then(() => process.exit(0)));
