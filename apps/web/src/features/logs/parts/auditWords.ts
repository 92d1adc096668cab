// The audit log in words (issue 28: 18): an action recorded as its route ("POST /a/v1/surveys/:id/publish") is named
// from the route ("发布问卷"), and a target ("survey", "3") by its kind and the name or title its snapshot holds.
import type { TFunction } from 'i18next';

const ROUTE_ACTION = /^(POST|PUT|PATCH|DELETE) (\/\S*)$/;

/** The snake_case kind a path segment names: 'live-sessions' -> 'live_session', 'classes' -> 'class'. */
function kindsOf(segment: string): string[] {
  const s = segment.replaceAll('-', '_');
  return [s, s.replace(/es$/, ''), s.replace(/s$/, '')];
}

/** A known kind (targets.<kind>) for a path segment, or ''. */
function kindOf(segment: string, tm: TFunction): string {
  return kindsOf(segment).find((k) => tm(`targets.${k}`, { defaultValue: '' }) !== '') ?? '';
}

/** 'POST /a/v1/surveys/:id/publish' -> '发布问卷'; undefined when the code is not a route or names nothing known. */
export function routeActionName(code: string, tm: TFunction): string | undefined {
  const match = ROUTE_ACTION.exec(code);
  if (!match) return undefined;
  const [, method = '', path = ''] = match;
  const segments = path.split('/').filter((s) => s && !s.startsWith(':') && !/^\d+$/.test(s));
  // Past the prefix ('a', 'v1'): the last segment naming a kind is the noun; a segment after it is the verb.
  const parts = segments.slice(2);
  let nounAt = -1;
  for (let i = parts.length - 1; i >= 0; i--) {
    if (kindOf(parts[i] ?? '', tm)) {
      nounAt = i;
      break;
    }
  }
  if (nounAt < 0) return undefined;
  const noun = tm(`targets.${kindOf(parts[nounAt] ?? '', tm)}`);
  const verbWord = parts
    .slice(nounAt + 1)
    .join('_')
    .replaceAll('-', '_');
  const verb = verbWord
    ? tm(`verbs.${verbWord}`, { defaultValue: '' })
    : tm(`verbs.${method.toLowerCase()}`, { defaultValue: '' });
  if (!verb) return undefined;
  return tm('actionOf', { verb, noun });
}

/** The name or title a change's snapshot holds (after, else before), if any. */
function labelOf(snapshot: unknown): string {
  if (!snapshot || typeof snapshot !== 'object') return '';
  const s = snapshot as Record<string, unknown>;
  for (const key of ['name', 'title', 'username', 'real_name', 'label', 'code']) {
    const value = s[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return '';
}

/** 'survey', '3' with a snapshot titled 'SYB 学员满意度' -> '问卷「SYB 学员满意度」'; without a name '问卷（编号 3）'. */
export function targetText(
  row: { target_type: string; target_id: string; before?: unknown; after?: unknown },
  tm: TFunction,
): string {
  if (!row.target_type) return '';
  const kind = tm(`targets.${row.target_type}`, { defaultValue: row.target_type });
  const label = labelOf(row.after) || labelOf(row.before);
  if (label) return tm('targetNamed', { kind, label });
  return row.target_id ? tm('targetNumbered', { kind, id: row.target_id }) : kind;
}
