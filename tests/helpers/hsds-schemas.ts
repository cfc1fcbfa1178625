import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/** The official HSDS 3.0 schemas kept in tests/fixtures/hsds (README there: source and licence). */
export const HSDS_FIXTURES = path.resolve(import.meta.dirname, '../fixtures/hsds');

const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(HSDS_FIXTURES, file), 'utf8')) as Record<string, unknown>;

// The schemas carry Frictionless keywords (`constraints`, `core`, ...) that ajv must not reject.
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);

const openapi = readJson('schema/openapi.json') as {
  components: { schemas: { Page: Record<string, unknown> } };
  paths: Record<
    string,
    { get: { responses: { 200: { content: Record<string, { schema: unknown }> } } } }
  >;
};

export const validateService: ValidateFunction = ajv.compile(
  readJson('schema/compiled/service_with_definitions.json'),
);
export const validateServiceListItem: ValidateFunction = ajv.compile(
  readJson('schema/compiled/service_list.json'),
);
export const validatePage: ValidateFunction = ajv.compile(openapi.components.schemas.Page);
export const validateMeta: ValidateFunction = ajv.compile(
  openapi.paths['/']?.get.responses[200].content['application/json']?.schema as object,
);

/** ajv's errors as one readable line, for a failing expectation. */
export const errorsOf = (validate: ValidateFunction): string =>
  ajv.errorsText(validate.errors, { separator: '\n' });
