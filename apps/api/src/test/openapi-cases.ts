import {
  encodeHostile,
  HOSTILE_CONTENT_TYPES,
  HOSTILE_RAW_BODIES,
  HOSTILE_URL_VALUES,
  HOSTILE_VALUES,
  type Random,
} from './hostile-values';

/** The parts of an OpenAPI 3 document the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}
export interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
  responses?: Record<string, unknown>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface FuzzCase {
  label: string;
  url: string;
  contentType?: string;
  payload?: string;
}

/** Strings that satisfy most of the API's patterns; the first that fits a schema is its plausible value. */
const CANDIDATES = [
  'Asha Kulkarni',
  '9876543210',
  '411004',
  'ABCDE1234F',
  '2026-01-15',
  '/uploads/u/0123456789abcdef0123456789abcdef.webp',
  '00000000-0000-4000-8000-000000000000',
];

function fits(value: string, schema: JsonSchema): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  if (!schema.pattern) return true;
  try {
    return new RegExp(schema.pattern, 'u').test(value);
  } catch {
    return new RegExp(schema.pattern).test(value);
  }
}

/** A value the schema most likely accepts, so that one hostile field at a time reaches the handler. */
export function plausible(schema: JsonSchema, name = ''): unknown {
  if (schema.enum) return schema.enum[0];
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch) return plausible(branch, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, plausible(s, k)]));
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
    case 'boolean':
      return true;
    default:
      if (name.includes('email') || schema.format === 'email') return 'fuzz@example.in';
      if (schema.format === 'uuid') return CANDIDATES[6];
      return CANDIDATES.find((c) => fits(c, schema)) ?? 'Asha';
  }
}

const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);
/** Fields that take every hostile value in turn; the rest take a seeded sample. */
const ALWAYS = ['\u0000', 'Asha\u0000Kulkarni'];
const SAMPLES_PER_FIELD = 4;
const QUERY_SAMPLES = 8;

/**
 * Every hostile request for one operation: each path parameter replaced by each hostile value, query
 * values sampled, then bodies that are not objects or not JSON, wrong content types, and each field
 * of a plausible body replaced by hostile values (NUL first, as it once reached the database). The
 * plausible request comes last, so a write it makes cannot turn the hostile ones into early refusals.
 */
export function casesFor(
  method: string,
  template: string,
  operation: Operation,
  random: Random,
  known: { params: Record<string, string>; body?: Record<string, unknown> },
): FuzzCase[] {
  const parameters = operation.parameters ?? [];
  const pathParams = Object.fromEntries(
    parameters
      .filter((p) => p.in === 'path')
      .map((p) => [p.name, known.params[p.name] ?? String(plausible(p.schema ?? {}, p.name))]),
  );
  const url = (params: Record<string, string>, query = '') =>
    template.replace(/\{(\w+)\}/g, (_, name: string) => encodeHostile(params[name] ?? '')) + query;
  const base = url(pathParams);
  const hasBody = BODY_METHODS.has(method);
  const schema = operation.requestBody?.content['application/json']?.schema;
  const baseline = known.body ?? (schema ? (plausible(schema) as Record<string, unknown>) : {});
  // Hostile URLs carry a valid body, so a refused body does not hide what the URL does.
  const at = (label: string, target: string): FuzzCase =>
    hasBody
      ? { label, url: target, contentType: 'application/json', payload: JSON.stringify(baseline) }
      : { label, url: target };
  const cases: FuzzCase[] = [];

  for (const name of Object.keys(pathParams)) {
    for (const value of HOSTILE_URL_VALUES) cases.push(at(`path ${name}`, url({ ...pathParams, [name]: value })));
  }
  for (const { name } of parameters.filter((p) => p.in === 'query')) {
    for (const value of random.sample(HOSTILE_URL_VALUES, QUERY_SAMPLES)) {
      cases.push(at(`query ${name}`, `${base}?${name}=${encodeHostile(value)}`));
    }
    cases.push(at(`query ${name} twice`, `${base}?${name}=a&${name}=b`));
  }
  if (!hasBody) return [...cases, at('baseline', base)];

  const json = (label: string, value: unknown): FuzzCase => ({
    label,
    url: base,
    contentType: 'application/json',
    payload: JSON.stringify(value),
  });
  for (const raw of HOSTILE_RAW_BODIES)
    cases.push({ label: 'raw body', url: base, contentType: 'application/json', payload: raw });
  for (const { type, body } of HOSTILE_CONTENT_TYPES)
    cases.push({ label: `content type ${type}`, url: base, contentType: type, payload: body });

  for (const field of Object.keys(schema?.properties ?? {})) {
    // The field's own plausible value with a NUL inside passes patterns such as `https?://\S+`.
    const own = typeof baseline[field] === 'string' ? [`${baseline[field]}\u0000x`] : [];
    for (const value of [...ALWAYS, ...own, ...random.sample(HOSTILE_VALUES, SAMPLES_PER_FIELD)]) {
      cases.push(json(`body ${field}`, { ...baseline, [field]: value }));
      // A partial update changes only the fields it names; a lone hostile field is its own case there.
      if (method === 'patch') cases.push(json(`body ${field} alone`, { [field]: value }));
    }
  }
  cases.push(
    json(
      'body everything hostile',
      Object.fromEntries(Object.keys(baseline).map((k) => [k, random.pick(HOSTILE_VALUES)])),
    ),
  );
  return cases;
}
