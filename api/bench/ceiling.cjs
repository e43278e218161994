// The benchmarks' ceiling (run.ts, load.ts): a bare node:http server answering one precomputed body, brotli when
// the client takes it, in as many processes as the API serves with (node:cluster, sharing the port as the API's
// processes do), so the two are compared on the same footing whatever the machine's cores.
//
//   node ceiling.cjs <port> <body file> <processes> '<headers as JSON>' [<brotli file>]
//
// With a brotli file, it sends those bytes as they are (the API's own compressed answer, to compare the two at the
// same bytes); else it compresses the body once at quality 9.
const cluster = require('node:cluster');
const http = require('node:http');
const zlib = require('node:zlib');
const { readFileSync } = require('node:fs');

const [port, bodyFile, processes, headers, brotliFile] = process.argv.slice(2);
if (cluster.isPrimary) {
  for (let i = 0; i < Number(processes); i++) cluster.fork();
} else {
  const body = readFileSync(bodyFile);
  const br = brotliFile ? readFileSync(brotliFile) : zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
  const fixed = JSON.parse(headers);
  http
    .createServer((req, res) => {
      const useBr = /\bbr\b/.test(req.headers['accept-encoding'] || '');
      res.writeHead(200, { ...fixed, ...(useBr ? { 'content-encoding': 'br' } : {}) });
      res.end(useBr ? br : body);
    })
    .listen(Number(port), '127.0.0.1');
}
