import type { FormKind } from './schemas';

/** The id of a field's control (or of a group's first box), which the error summary links to. */
export const fieldId = (kind: FormKind, name: string) => `${kind}-${name}`;
