/**
 * What the logs keep of an error (docs/security.md S53). Database errors carry the statement's
 * parameters (drizzle's `params` and its message's `params:` line, PGlite's `params`) and row values
 * (`detail` such as "Key (email)=(…) already exists", a data exception's quoted input): members'
 * text, addresses and coordinates. Those are dropped; the statement, the SQLSTATE code and the names
 * of the table, column and constraint stay, which is what finding the bug takes.
 */
const DROPPED_FIELDS = new Set([
  'params',
  'parameters',
  'values',
  'detail',
  'where',
  'internalQuery',
  'query',
  'cause',
  'message',
  'stack',
]);
const MAX_DEPTH = 5;

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/** The message without a drizzle `params:` line, and without a data exception's quoted input. */
function redactMessage(message: string, code: unknown): string {
  const withoutParams = message.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, '\nparams: [redacted]');
  return typeof code === 'string' && code.startsWith('22') ? withoutParams.replace(/"(?:[^"\\]|\\.)*"/g, '"[redacted]"') : withoutParams;
}

/** The statement a failed query ran, which holds placeholders ($1), never the values. */
function statementOf(error: Record<string, unknown>): string | undefined {
  return typeof error.query === 'string' ? error.query.slice(0, 2000) : undefined;
}

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: redactMessage(String(error), undefined), stack: '' };
  const fields = error as unknown as Record<string, unknown>;
  const logged: LoggedError = {
    type: error.name,
    message: redactMessage(error.message, fields.code),
    stack: redactMessage(error.stack ?? '', fields.code),
  };
  const statement = statementOf(fields);
  if (statement) logged.query = statement;
  for (const [key, value] of Object.entries(fields)) {
    if (DROPPED_FIELDS.has(key) || value === undefined || typeof value === 'function' || (typeof value === 'object' && value !== null))
      continue;
    logged[key] = value;
  }
  if (error.cause !== undefined && depth < MAX_DEPTH) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}
