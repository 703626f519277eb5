// The baseline: a bare node:http server answering the same envelope with no framework,
// validation or database. What the API adds on top of this is what the benchmark shows.
import { createServer } from 'node:http';

const answer = JSON.stringify({
  apiResponse: { id: 0, desc: 'Success', action: 'GetHotelDate' },
  data: [{ value: '2026-11-21' }],
});

const server = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    JSON.parse(Buffer.concat(chunks).toString('utf8'));
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(answer);
  });
});
server.listen(0, '127.0.0.1', () => {
  console.log(`running at http://127.0.0.1:${server.address().port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
