import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@tests/helpers/build-app';
import { askBot } from './bot-helpers';

// A stand-in for an Open-Meteo-compatible forecast service (the network edge, docs/spec/conventions.md).
let weatherServer: Server;
let requests: URL[] = [];
let failNext = false;
let plain: TestApp;
let withWeather: TestApp;

beforeAll(async () => {
  weatherServer = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    if (failNext) {
      res.writeHead(503).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        current: {
          time: '2026-01-05T12:00',
          temperature_2m: 41.6,
          weather_code: 3,
          wind_speed_10m: 7,
        },
      }),
    );
  });
  await new Promise<void>((resolve) => weatherServer.listen(0, '127.0.0.1', resolve));
  const { port } = weatherServer.address() as AddressInfo;
  plain = await buildTestApp('pglite');
  withWeather = await buildTestApp('pglite', {
    WEATHER_URL: `http://127.0.0.1:${port}/v1/forecast`,
    WEATHER_TIMEOUT_MS: '2000',
  });
}, 180_000);

afterAll(async () => {
  await plain?.close();
  await withWeather?.close();
  await new Promise((resolve) => weatherServer?.close(resolve));
});

describe('POST /api/bot/query: weather', () => {
  it('says weather is not available when no provider is configured', async () => {
    const answer = await askBot(plain, 'weather in Denver');
    expect(answer.intent).toBe('weather');
    expect(answer.keys).toEqual(['weatherUnavailable']);
    expect(answer.payloads).toEqual([]);
  });

  it('answers a WEATHER payload from the configured provider', async () => {
    requests = [];
    const answer = await askBot(withWeather, 'el clima en Denver');
    expect(answer.intent).toBe('weather');
    expect(answer.payloads[0]?.type).toBe('WEATHER');
    expect(answer.payloads[0]?.data).toMatchObject({ place: 'Denver', temperature: 41.6, code: 3 });
    expect(answer.messages[0]).toMatchObject({
      key: 'weatherIn',
      params: { place: 'Denver', temperature: 42 },
    });
    expect(requests).toHaveLength(1);
    expect(Number(requests[0]?.searchParams.get('latitude'))).toBeCloseTo(39.74, 1);
    expect(requests[0]?.searchParams.get('temperature_unit')).toBe('fahrenheit');
  });

  it('says weather is not available when the provider fails, and still answers 200', async () => {
    failNext = true;
    const answer = await askBot(withWeather, 'weather in Seattle');
    failNext = false;
    expect(answer.status).toBe(200);
    expect(answer.keys).toEqual(['weatherUnavailable']);
  });

  it('asks for a place when it knows none', async () => {
    const answer = await askBot(withWeather, 'what is the weather');
    expect(answer.keys).toEqual(['weatherNeedsPlace']);
  });
});
