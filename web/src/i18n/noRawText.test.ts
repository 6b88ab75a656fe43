import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The interface's words all come from the catalogues (tldraw's rule): no text between JSX tags and no
 * literal strings in the attributes people read or hear. Only lib/intl.tsx may import react-intl.
 */
const srcDir = join(import.meta.dirname, '..');
const spokenAttributes = new Set(['aria-label', 'aria-description', 'alt', 'title', 'placeholder', 'label']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function findRawText(fileName: string, code: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const problems: string[] = [];
  const where = (node: ts.Node) =>
    `${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && node.text.trim() !== '') {
      problems.push(`${where(node)} text "${node.text.trim()}"`);
    }
    if (ts.isJsxAttribute(node) && spokenAttributes.has(node.name.getText(source)) && node.initializer) {
      const value = node.initializer;
      const literal = ts.isStringLiteral(value)
        ? value.text
        : ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
          ? value.expression.text
          : undefined;
      if (literal !== undefined && literal.trim() !== '') {
        problems.push(`${where(node)} ${node.name.getText(source)}="${literal}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

describe('interface text', () => {
  const files = sourceFiles(srcDir);

  it('has no raw text in JSX anywhere under src', () => {
    const problems = files
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) => findRawText(relative(srcDir, file), readFileSync(file, 'utf8')));
    expect(problems).toEqual([]);
  });

  it('catches text between tags and in spoken attributes', () => {
    const code = `export const A = () => <p title="Hi" alt="">Hello<img alt={'cat'} /><b aria-label={t('x')}>{t('y')}</b></p>;`;
    expect(findRawText('a.tsx', code)).toEqual([
      'a.tsx:1 title="Hi"',
      'a.tsx:1 text "Hello"',
      'a.tsx:1 alt="cat"',
    ]);
  });

  it('imports react-intl only in lib/intl.tsx', () => {
    const importers = files
      .filter((file) => /from ['"]react-intl['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(srcDir, file));
    expect(importers).toEqual(['lib/intl.tsx']);
  });
});
