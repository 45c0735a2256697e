import { dirname, relative, resolve, sep } from 'node:path';

/**
 * A feature folder (src/features/<name>/) is a unit: it may import from src/app, src/api, src/lib and the
 * contracts, never from another feature. Shared code moves down to one of those instead.
 */
/** @type {import('eslint').Rule.RuleModule} */
export const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid one feature folder importing from another' },
    messages: {
      crossFeature:
        'Feature "{{from}}" must not import from feature "{{to}}"; move shared code to src/lib, src/api or src/app.',
    },
    schema: [{ type: 'object', properties: { featuresDir: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const featuresDir = resolve(context.cwd, context.options[0]?.featuresDir ?? 'src/features');
    const featureOf = (path) => {
      const inside = relative(featuresDir, path);
      return inside.startsWith('..') || inside === '' ? undefined : inside.split(sep)[0];
    };
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(resolve(dirname(context.filename), source));
      if (to && to !== from) context.report({ node: node.source, messageId: 'crossFeature', data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
