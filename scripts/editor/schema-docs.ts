import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** The doc comment of each key of one object literal in a schema's source. */
export type LiteralDocs = ReadonlyMap<string, string>;

/**
 * The doc comments of the schemas' fields, read from their sources: every object literal with at
 * least one documented key (the shape given to `z.strictObject`, a shared spread like `band`).
 * zod keeps no comment at run time, so the editor's hints come from the same lines an author of
 * the code reads, and are never written twice.
 */
export function schemaDocs(files: readonly string[]): LiteralDocs[] {
  const found: LiteralDocs[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    const visit = (node: ts.Node) => {
      if (ts.isObjectLiteralExpression(node)) {
        const docs = new Map<string, string>();
        const keys: string[] = [];
        for (const property of node.properties) {
          const name = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
          if (!name) continue;
          keys.push(name);
          const doc = ts
            .getJSDocCommentsAndTags(property)
            .filter(ts.isJSDoc)
            .map((jsDoc) => ts.getTextOfJSDocComment(jsDoc.comment) ?? '')
            .join(' ')
            .replace(/\s+/g, ' ')
            .trim();
          if (doc) docs.set(name, doc);
        }
        if (docs.size > 0) found.push(new Map([...keys.map((key): [string, string] => [key, docs.get(key) ?? '']), ...docs]));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/**
 * The hint of each field of an object whose keys are `keys`: from the documented literals whose
 * keys all belong to it (the object's own shape, and the pieces spread or extended into it), the
 * one sharing most keys first, so a `title` is described by its own object's comment.
 */
export function hintsFor(docs: readonly LiteralDocs[], keys: readonly string[]): Map<string, string> {
  const wanted = new Set(keys);
  const candidates = docs
    .filter((literal) => [...literal.keys()].every((key) => wanted.has(key)))
    .sort((a, b) => b.size - a.size);
  const hints = new Map<string, string>();
  for (const key of keys) {
    const doc = candidates.map((literal) => literal.get(key)).find((text) => text);
    if (doc) hints.set(key, doc);
  }
  return hints;
}
