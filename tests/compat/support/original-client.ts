import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

// The requests of the original ShelterApp clients, built as their code builds them (docs/api.md "The original ShelterApp clients").
// Read from the sources, not copied: shelter-web dd785f1 (`src/api/*`, axios 0.19 through
// `src/api/configApi.tsx`) and shelter-core 8c0085e (`src/apis/base.ts`: isomorphic-unfetch + qs).
// Their API base is Refugio's `/api`.

type Params = Record<string, unknown>;

/** axios 0.19 `buildURL`: null/undefined skipped, arrays as `key[]`, and its encoding. */
function axiosQuery(params: Params): string {
  const encode = (value: string) =>
    encodeURIComponent(value)
      .replace(/%40/gi, '@')
      .replace(/%3A/gi, ':')
      .replace(/%24/g, '$')
      .replace(/%2C/gi, ',')
      .replace(/%20/g, '+')
      .replace(/%5B/gi, '[')
      .replace(/%5D/gi, ']');
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(params)) {
    if (raw === null || raw === undefined) continue;
    const name = Array.isArray(raw) ? `${key}[]` : key;
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      const text =
        value instanceof Date
          ? value.toISOString()
          : typeof value === 'object'
            ? JSON.stringify(value)
            : String(value);
      parts.push(`${encode(name)}=${encode(text)}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** qs 6 `stringify(params, {addQueryPrefix: true})` for flat values (RFC 3986, null as `key=`). */
function qsQuery(params: Params): string {
  const encode = (value: string) =>
    encodeURIComponent(value).replace(
      /[!'()*]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  const parts = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encode(key)}=${value === null ? '' : encode(String(value))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** shelter-web's `removeEmptyObject` (src/common/helpers/parse.ts), applied before some calls. */
export function removeEmptyObject(params: Params): Params {
  const out: Params = { ...params };
  for (const key of Object.keys(out)) {
    const value = out[key];
    if (value === undefined || value === 'undefined' || value === null || value === '') {
      delete out[key];
    }
    if ((key === 'filter' || key === 'search') && typeof out[key] === 'string') {
      out[key] = [...new Set((out[key] as string).split(',').map((x) => x.trim()))].join(', ');
    }
  }
  return out;
}

export interface Answer {
  status: number;
  /** Parsed JSON, as axios's `res.data` / shelter-core's `res.json()`. */
  data: unknown;
  raw: LightMyRequestResponse;
}

function answer(raw: LightMyRequestResponse): Answer {
  let data: unknown = raw.body;
  try {
    data = JSON.parse(raw.body);
  } catch {
    // Not JSON: axios keeps the text.
  }
  return { status: raw.statusCode, data, raw };
}

/**
 * One call of shelter-web: `axios.<method>(url, data?, {params})` with the instance's defaults:
 * `Authorization: Bearer <token>` always (the instance sets it from storage, so a guest sends
 * `Bearer undefined`), a JSON body only when there is data.
 */
export async function webCall(
  app: FastifyInstance,
  options: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    params?: Params;
    data?: unknown;
    token?: string;
  },
): Promise<Answer> {
  const url = `/api${options.url.startsWith('/') ? '' : '/'}${options.url}${axiosQuery(options.params ?? {})}`;
  const headers: Record<string, string> = {
    accept: 'application/json, text/plain, */*',
    authorization: `Bearer ${options.token ?? 'undefined'}`,
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) shelter-web',
  };
  const hasData = options.data !== undefined;
  if (hasData) headers['content-type'] = 'application/json;charset=utf-8';
  return answer(
    await app.inject({
      method: options.method,
      url,
      headers,
      ...(hasData ? { payload: JSON.stringify(options.data) } : {}),
    }),
  );
}

/**
 * One call of shelter-core's `request` (src/apis/base.ts): `Content-Type: application/json` on
 * every call, the bearer only with a token, a body only for POST/PUT/PATCH with one.
 */
export async function coreCall(
  app: FastifyInstance,
  options: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    queryParams?: Params;
    body?: unknown;
    token?: string;
  },
): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const sendsBody = ['POST', 'PUT', 'PATCH'].includes(options.method) && Boolean(options.body);
  return answer(
    await app.inject({
      method: options.method,
      url: `/api${options.url}${options.queryParams ? qsQuery(options.queryParams) : ''}`,
      headers,
      ...(sendsBody ? { payload: JSON.stringify(options.body) } : {}),
    }),
  );
}
