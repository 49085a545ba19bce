/**
 * The reference the API benchmark compares against: Hono's hello world on the same Node, nothing
 * else. Run as its own process: `node --import tsx bench/lib/bare-hono.ts <port>`.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const port = Number(process.argv[2]);
const app = new Hono().get('/', (c) => c.text('Hello Hono!'));
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log('listening'));
