import { crc32 } from 'node:zlib';
import fc from 'fast-check';
import { type Hints, hostilePathSegment, hostileValue, type JsonSchema, validValue } from './schema-arbitraries.ts';

/** One operation of the OpenAPI document, as the fuzzer needs it. */
export interface Operation {
  method: string;
  /** The OpenAPI path, e.g. /api/cart/update/{cartId}. */
  path: string;
  /** The route as Fastify knows it, e.g. /api/cart/update/:cartId. */
  route: string;
  params: Param[];
  json?: JsonSchema;
  multipart?: JsonSchema;
  bodyRequired: boolean;
  /** Answers with an endless stream (Server-Sent Events): only its refusals can be fuzzed. */
  streams: boolean;
}

interface Param {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema: JsonSchema;
  required: boolean;
}

interface OpenApiOperation {
  parameters?: { name: string; in: Param['in']; schema?: JsonSchema; required?: boolean }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of an OpenAPI 3 document. */
export function operationsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      ops.push({
        method: method.toUpperCase(),
        path,
        route: path.replace(/\{(\w+)\}/g, ':$1'),
        params: (op.parameters ?? []).map((p) => ({ name: p.name, in: p.in, schema: p.schema ?? {}, required: p.required === true || p.in === 'path' })),
        json: content['application/json']?.schema,
        multipart: content['multipart/form-data']?.schema,
        bodyRequired: op.requestBody?.required === true,
        streams: Object.values(op.responses ?? {}).some((r) => Object.keys(r.content ?? {}).includes('text/event-stream')),
      });
    }
  }
  return ops;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was done to the request, for the report. */
  label: string;
}

interface Parts {
  path: Record<string, string | { raw: string }>;
  query: [string, unknown][];
  body?:
    | { kind: 'json'; value: unknown }
    | { kind: 'multipart'; value: Record<string, unknown>; files: FilePart[] }
    | { kind: 'raw'; type?: string; text: string | Buffer };
  headers: Record<string, string>;
  label: string;
}

export interface FilePart {
  field: string;
  filename: string;
  type: string;
  data: Buffer;
}

// ---------------------------------------------------------------------------------------------
// Files for multipart bodies

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A PNG whose header claims width × height pixels but holds almost nothing: a decompression bomb's header. */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function fileArbitrary(goodImage: Buffer): fc.Arbitrary<FilePart> {
  return fc.record({
    field: fc.constantFrom('images[]', 'images', 'images[]', 'avatar', 'images[0]', 'image'),
    filename: fc.constantFrom('photo.png', '../../x.png', 'a\u0000.png', '', 'x'.repeat(300), 'photo.exe'),
    type: fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'application/octet-stream'),
    data: fc.oneof(
      fc.constant(goodImage),
      fc.constant(pngClaiming(30_000, 30_000)),
      fc.constant(pngClaiming(7_000, 7_000)),
      fc.constant(goodImage.subarray(0, 40)),
      fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)),
      fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
      fc.constant(Buffer.from('GIF89a')),
    ),
  });
}

// ---------------------------------------------------------------------------------------------
// Building requests

function asText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v === undefined) return '';
  if (typeof v === 'number' || typeof v === 'boolean' || v === null) return String(v);
  return JSON.stringify(v) ?? '';
}

function multipartBody(fields: Record<string, unknown>, files: FilePart[]): { type: string; data: Buffer } {
  const boundary = `----fuzz${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  const field = (name: string, value: string) =>
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '_')}"\r\n\r\n${value}\r\n`));
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) field(`${k}[]`, asText(item));
    else field(k, typeof v === 'boolean' ? (v ? '1' : '0') : v === null ? '' : asText(v));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename.replace(/["\r\n]/g, '_')}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
    );
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { type: `multipart/form-data; boundary=${boundary}`, data: Buffer.concat(chunks) };
}

/** encodeURIComponent, which refuses lone surrogates: those go as the invalid UTF-8 a client could send. */
function encodeSegment(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

function toRequest(op: Operation, parts: Parts): FuzzRequest {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = parts.path[name];
    if (v === undefined) return '1';
    return typeof v === 'string' ? encodeSegment(v) : v.raw;
  });
  const qs = new URLSearchParams();
  for (const [k, v] of parts.query) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) qs.append(k, asText(item));
    else qs.append(k, asText(v));
  }
  const query = qs.toString();
  const headers: Record<string, string> = { ...parts.headers };
  let payload: string | Buffer | undefined;
  const b = parts.body;
  if (b?.kind === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(b.value) ?? 'null';
  } else if (b?.kind === 'multipart') {
    const m = multipartBody(b.value, b.files);
    headers['content-type'] = m.type;
    payload = m.data;
  } else if (b?.kind === 'raw') {
    if (b.type) headers['content-type'] = b.type;
    payload = b.text;
  }
  return { method: op.method, url: query ? `${path}?${query}` : path, headers, payload, label: parts.label };
}

function validParts(op: Operation, hints: Hints, goodImage: Buffer): fc.Arbitrary<Parts> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const path = fc.record(Object.fromEntries(pathParams.map((p) => [p.name, validValue(p.schema, hints, p.name).map(asText)])));
  const query = fc.tuple(
    ...queryParams.map((p) => {
      const v = validValue(p.schema, hints, p.name);
      return (p.required ? v : fc.option(v, { nil: undefined })).map((x) => [p.name, x] as [string, unknown]);
    }),
  );
  const kinds: fc.Arbitrary<Parts['body']>[] = [];
  if (op.json) kinds.push(validValue(op.json, hints).map((value) => ({ kind: 'json' as const, value })));
  if (op.multipart) {
    kinds.push(
      fc
        .tuple(validValue(op.multipart, hints), fc.array(fileArbitrary(goodImage), { maxLength: 2 }))
        .map(([value, files]) => ({ kind: 'multipart' as const, value: (value ?? {}) as Record<string, unknown>, files })),
    );
  }
  if (!op.json && !op.multipart && op.method !== 'GET') kinds.push(fc.constant(undefined));
  const body = kinds.length ? fc.oneof(...kinds) : fc.constant(undefined);
  return fc.record({ path, query, body, headers: fc.constant({}), label: fc.constant('valid') });
}

const RAW_BODIES: { type?: string; text: string }[] = [
  { type: 'application/json', text: '{' },
  { type: 'application/json', text: '{"a":' },
  { type: 'application/json', text: '{"x": NaN}' },
  { type: 'application/json', text: 'NaN' },
  { type: 'application/json', text: '[]' },
  { type: 'application/json', text: 'null' },
  { type: 'application/json', text: '1' },
  { type: 'application/json', text: '"text"' },
  { type: 'application/json', text: '' },
  { type: 'application/json', text: '\u0000' },
  { type: 'application/json', text: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}' },
  { type: 'application/json', text: '['.repeat(20_000) },
  { type: 'application/json', text: `{"a":"${'x'.repeat(1_100_000)}"}` },
  { type: 'application/json; charset=utf-16', text: '{}' },
  { type: 'text/plain', text: 'hello' },
  { type: 'application/xml', text: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>' },
  { type: 'application/x-www-form-urlencoded', text: 'a=1&b=2' },
  { type: 'multipart/form-data', text: 'no boundary' },
  { type: 'multipart/form-data; boundary=x', text: '--x\r\nbroken' },
  { type: '', text: '{}' },
  { type: 'application/json', text: '{"a":1,"a":2}' },
];

const HOSTILE_HEADERS: Record<string, string>[] = [
  { authorization: 'Bearer x' },
  { authorization: 'Basic YWRtaW46YWRtaW4=' },
  { authorization: 'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIiwic2lkIjoieCJ9.' },
  { authorization: `Bearer ${'a'.repeat(8000)}` },
  { authorization: 'Bearer' },
  { authorization: 'bearer  two  spaces' },
  { 'x-language': '\u0000' },
  { 'x-language': 'x'.repeat(5000) },
  { 'accept-language': '*;q=NaN,es;q=-1,' + 'a-'.repeat(2000) },
  { 'x-request-id': '../../../etc' },
  { 'x-forwarded-for': '1.2.3.4, 5.6.7.8' },
  { 'content-encoding': 'gzip' },
];

/** The same request with one thing made hostile: a path segment, a query value, a body field, the whole body, or a header. */
function mutatedParts(op: Operation, hints: Hints, goodImage: Buffer): fc.Arbitrary<Parts> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const bodySchema = op.json ?? op.multipart;
  const bodyProps = Object.entries(bodySchema?.properties ?? {});
  const choices: fc.Arbitrary<(p: Parts) => Parts>[] = [];
  if (pathParams.length) {
    choices.push(
      fc.tuple(fc.constantFrom(...pathParams), hostilePathSegment).map(([p, seg]) => (x: Parts) => ({
        ...x,
        path: { ...x.path, [p.name]: 'raw' in seg ? { raw: seg.raw } : seg.text },
        label: `path ${p.name}`,
      })),
    );
  }
  choices.push(
    fc
      .tuple(fc.constantFrom(...queryParams.map((p) => p.name), 'unknown_param', 'limit', 'id', '__proto__'), hostileValue(undefined, hints))
      .map(([name, v]) => (x: Parts) => ({ ...x, query: [...x.query.filter(([k]) => k !== name), [name, v] as [string, unknown]], label: `query ${name}` })),
  );
  if (queryParams.length) {
    choices.push(
      fc.tuple(fc.constantFrom(...queryParams), fc.constantFrom(1, 2, 5)).map(([p, n]) => (x: Parts) => {
        const v = x.query.find(([k]) => k === p.name)?.[1] ?? 'x';
        return { ...x, query: [...x.query.filter(([k]) => k !== p.name), [p.name, Array(n).fill(v)] as [string, unknown]], label: `query ${p.name} repeated` };
      }),
    );
  }
  if (bodySchema) {
    const names = [...bodyProps.map(([k]) => k), 'unknown_field', '__proto__', 'constructor', 'id', 'role', 'user_id'];
    choices.push(
      fc
        .tuple(fc.constantFrom(...names), fc.boolean())
        .chain(([name, useSchema]) => hostileValue(useSchema ? bodySchema.properties?.[name] : undefined, hints, name).map((v) => [name, v] as const))
        .map(([name, v]) => (x: Parts) => {
          const b = x.body;
          if (b?.kind === 'json' && b.value && typeof b.value === 'object' && !Array.isArray(b.value))
            return { ...x, body: { kind: 'json' as const, value: { ...(b.value as object), [name]: v } }, label: `body ${name}` };
          if (b?.kind === 'multipart') return { ...x, body: { ...b, value: { ...b.value, [name]: v } }, label: `form ${name}` };
          return { ...x, body: { kind: 'json' as const, value: { [name]: v } }, label: `body ${name}` };
        }),
    );
    if (op.json)
      choices.push(hostileValue(undefined, hints).map((v) => (x: Parts) => ({ ...x, body: { kind: 'json' as const, value: v }, label: 'body replaced' })));
  }
  if (op.multipart) {
    choices.push(
      fc.array(fileArbitrary(goodImage), { minLength: 1, maxLength: 12 }).map((files) => (x: Parts) => {
        const value = x.body?.kind === 'multipart' ? x.body.value : {};
        return { ...x, body: { kind: 'multipart' as const, value, files }, label: `files ×${files.length}` };
      }),
    );
  }
  if (op.method !== 'GET')
    choices.push(fc.constantFrom(...RAW_BODIES).map((raw) => (x: Parts) => ({ ...x, body: { kind: 'raw' as const, ...raw }, label: `raw body ${raw.type}` })));
  choices.push(fc.constantFrom(...HOSTILE_HEADERS).map((h) => (x: Parts) => ({ ...x, headers: { ...x.headers, ...h }, label: `header ${Object.keys(h)[0]}` })));
  return fc.tuple(validParts(op, hints, goodImage), fc.oneof(...choices)).map(([parts, mutate]) => mutate(parts));
}

/** Requests for an operation: one valid for three with something hostile in them. */
export function requestArbitrary(op: Operation, hints: Hints, goodImage: Buffer): fc.Arbitrary<FuzzRequest> {
  return fc
    .oneof({ weight: 1, arbitrary: validParts(op, hints, goodImage) }, { weight: 3, arbitrary: mutatedParts(op, hints, goodImage) })
    .map((parts) => toRequest(op, parts));
}
