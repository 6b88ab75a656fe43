import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { packageSources } from './importRules.ts';

/**
 * The bff's one way to refuse (docs/architecture.md): a feature throws a DomainError with a code from its
 * area's union in domain/, and bff/src/errors.ts maps the code to a status. Only the HTTP layer builds an
 * HTTP error itself, for refusals that are about the request rather than the shop's rules:
 * - routes/ and http/: the request's shape, headers and idempotency keys;
 * - plugins/: authentication (401: no session, an expired or revoked token) is answered before any feature;
 * - limits/: too many requests (429 with Retry-After, set on the reply) is counted before any feature.
 */
const HTTP_LAYER = [
  'bff/src/routes/',
  'bff/src/http/',
  'bff/src/plugins/',
  'bff/src/limits/',
  'bff/src/errors.ts',
];

/** What bff/src/errors.ts exports to build an HTTP error. */
const HTTP_ERROR_BUILDERS = new Set(['HttpError', 'notFound', 'badRequest']);

const ERRORS_MODULE = 'bff/src/errors.ts';
const RULE =
  'only the HTTP layer builds an HTTP error; a feature throws DomainError (bff/src/errors.ts maps it)';

export interface RefusalOffence {
  file: string;
  built: string;
  rule: string;
}

const inHttpLayer = (file: string) => HTTP_LAYER.some((prefix) => file.startsWith(prefix));

/** The bff's errors module, named by a relative path from `file` or by the package's name. */
function namesErrorsModule(file: string, specifier: string): boolean {
  if (specifier === '@shop/bff/errors' || specifier === '@shop/bff/errors.ts') return true;
  return specifier.startsWith('.') && join(dirname(file), specifier).split('\\').join('/') === ERRORS_MODULE;
}

/**
 * The HTTP errors a bff file outside the HTTP layer builds: a value import of HttpError, notFound or
 * badRequest from the errors module, and any `new HttpError(…)`. `file` is relative to the repository's root.
 */
export function refusalOffencesIn(file: string, code: string): RefusalOffence[] {
  if (!file.startsWith('bff/src/') || inHttpLayer(file)) return [];
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const built: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      namesErrorsModule(file, node.moduleSpecifier.text) &&
      !node.importClause?.isTypeOnly &&
      node.importClause?.namedBindings &&
      ts.isNamedImports(node.importClause.namedBindings)
    ) {
      for (const element of node.importClause.namedBindings.elements) {
        const name = (element.propertyName ?? element.name).text;
        if (!element.isTypeOnly && HTTP_ERROR_BUILDERS.has(name)) built.push(`imports ${name}`);
      }
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'HttpError')
      built.push('new HttpError');
    ts.forEachChild(node, visit);
  };
  visit(source);
  return built.map((what) => ({ file, built: what, rule: RULE }));
}

export function repositoryRefusalOffences(root: string): RefusalOffence[] {
  return packageSources(root, 'bff').flatMap((file) =>
    refusalOffencesIn(file, readFileSync(join(root, file), 'utf8')),
  );
}

export function formatRefusalOffences(offences: readonly RefusalOffence[]): string {
  return offences.map(({ file, built, rule }) => `${file} ${built}: ${rule}`).join('\n');
}
