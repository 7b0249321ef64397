import { z } from 'zod';
import { hintsFor, type LiteralDocs } from './schema-docs';

/** One field of the editor's configuration (Sveltia CMS, Decap-compatible). */
export type EditorField = { name: string; label: string; widget: string; required?: boolean; hint?: string } & Record<string, unknown>;

/** JSON Schema as zod writes it (draft 2020-12), the parts read here. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: (string | number)[];
  const?: string | number | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** Where a field that names a file puts what the author uploads, by field name. */
export interface MediaFields {
  images: Readonly<Record<string, { folder: string }>>;
  files?: Readonly<Record<string, { folder: string }>>;
}

export interface FieldOptions {
  /** The schemas' doc comments (schemaDocs), for the fields' hints. */
  docs: readonly LiteralDocs[];
  media?: MediaFields;
  /** Every field optional: a translation that gives only the words it changes (content/es/site.yml). */
  partial?: boolean;
  /** Fields left out at the top level: those the editor configures itself (a translation's). */
  omit?: readonly string[];
}

/** The pattern of a calendar date (schema-fields.ts `calendarDate`), which the editor shows as a date picker. */
const CALENDAR_DATE = String.raw`^\d{4}-\d{2}-\d{2}$`;
/** Names of fields whose text runs to a sentence or more: a text area rather than one line. */
const LONG_TEXT = /^(description|excerpt|intro|quote|text|summary|blurb|answer|message|lead)$/i;

/** "imageAlt" -> "Image alt", as the editor labels a field. */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const typesOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);
const variantsOf = (schema: JsonSchema) => schema.oneOf ?? schema.anyOf;

/** The editor's fields of a zod object schema, in its order, each with its widget, whether it is required and its hint. */
export function fieldsOf(schema: z.ZodType, options: FieldOptions): EditorField[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return objectFields(json, options, options.omit ?? [], options.partial ?? false);
}

function objectFields(schema: JsonSchema, options: FieldOptions, omit: readonly string[], partial: boolean): EditorField[] {
  const properties = Object.entries(schema.properties ?? {}).filter(([name]) => !omit.includes(name));
  const hints = hintsFor(options.docs, Object.keys(schema.properties ?? {}));
  const required = new Set(partial ? [] : (schema.required ?? []));
  return properties.map(([name, property]) => {
    const widget = widgetOf(name, property, options, partial);
    // A hidden field is kept as it is: it has no requirement or hint to show.
    if (widget.widget === 'hidden') return { name, label: labelOf(name), ...widget } as EditorField;
    const hint = hints.get(name);
    return { name, label: labelOf(name), ...widget, required: required.has(name) && !typesOf(property).includes('null'), ...(hint ? { hint } : {}) } as EditorField;
  });
}

/** The widget of one field and its settings. */
function widgetOf(name: string, schema: JsonSchema, options: FieldOptions, partial: boolean): Record<string, unknown> {
  const image = options.media?.images[name];
  if (image) return { widget: 'image', media_folder: `/public${image.folder}`, public_folder: image.folder, choose_url: true };
  const file = options.media?.files?.[name];
  if (file) return { widget: 'file', media_folder: `/public${file.folder}`, public_folder: file.folder, choose_url: true };
  const variants = variantsOf(schema);
  if (variants?.every((variant) => variant.const !== undefined)) return { widget: 'select', options: variants.map((variant) => variant.const) };
  if (variants) return { widget: 'string' };
  if (schema.enum) return { widget: 'select', options: schema.enum };
  const [type] = typesOf(schema).filter((each) => each !== 'null');
  switch (type) {
    case 'string':
      if (schema.pattern === CALENDAR_DATE) return { widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' };
      // The schema's own pattern (a slug, a page address, a phone number), checked as the author types.
      return { widget: LONG_TEXT.test(name) ? 'text' : 'string', ...(schema.pattern ? { pattern: [schema.pattern, `must match the pattern ${schema.pattern}`] } : {}) };
    case 'number':
    case 'integer':
      return { widget: 'number', value_type: type === 'integer' ? 'int' : 'float', ...(schema.minimum !== undefined ? { min: schema.minimum } : {}), ...(schema.maximum !== undefined ? { max: schema.maximum } : {}) };
    case 'boolean':
      return { widget: 'boolean', ...(typeof schema.default === 'boolean' ? { default: schema.default } : {}) };
    case 'array':
      return listWidget(name, schema, options, partial);
    case 'object':
      // A map keyed by the author's own names (a page's `also`, by address) has no widget: the
      // editor keeps it as the file has it, and it is edited in the file.
      if (!schema.properties) return { widget: 'hidden' };
      return { widget: 'object', fields: objectFields(schema, options, [], partial) };
    default:
      return { widget: 'string' };
  }
}

function listWidget(name: string, schema: JsonSchema, options: FieldOptions, partial: boolean): Record<string, unknown> {
  const items = schema.items ?? {};
  const bounds = { ...(schema.minItems && !partial ? { min: schema.minItems } : {}), ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}) };
  if (items.enum) return { widget: 'select', multiple: true, options: items.enum, ...bounds };
  const variants = variantsOf(items);
  // A list of typed blocks, each keyed by its `kind` (a page's sections).
  if (variants?.every((variant) => typeof variant.properties?.kind?.const === 'string')) {
    return {
      widget: 'list',
      typeKey: 'kind',
      types: variants.map((variant) => {
        const kind = variant.properties!.kind!.const as string;
        return { name: kind, label: labelOf(kind), widget: 'object', fields: objectFields(variant, options, ['kind'], false) };
      }),
      ...bounds,
    };
  }
  if (typesOf(items).includes('object')) return { widget: 'list', fields: objectFields(items, options, [], false), ...bounds };
  return { widget: 'list', field: { name: 'item', label: labelOf(name), ...widgetOf(name, items, options, partial) }, ...bounds };
}
