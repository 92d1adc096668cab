// Typed route helpers for the back-office's lists and forms: one call per route with its schemas, its access rule and
// the message of its answer. The handler is one call into the service, which describes the change to the audit log
// through the actor; the answer is the envelope with the status the verb gives (201 for a creation).
import { envelope, type MessageKey } from '@etp/contracts';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { AccessRule } from '@/core/access.ts';

type Schema = z.ZodType;
type Output<S> = S extends Schema ? z.output<S> : undefined;

/** A request after validation: its params, query and body are the output of the route's schemas. */
export type Validated<Params = undefined, Query = undefined, Body = undefined> = FastifyRequest & {
  params: Params;
  query: Query;
  body: Body;
};

interface Schemas<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined> {
  summary: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** Instead of the resource's read (GET) or edit rule. */
  access?: AccessRule;
}

/** A route that answers with data: its schema (the envelope is added) and the service call that makes it. */
export interface RouteSpec<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  D extends Schema,
> extends Schemas<P, Q, B> {
  data: D;
  /** The answer's msg when it is not the verb's; a function when it depends on what happened. */
  msg?: MessageKey | ((data: z.input<D>, request: Validated<Output<P>, Output<Q>, Output<B>>) => MessageKey);
  run(request: Validated<Output<P>, Output<Q>, Output<B>>): Promise<z.input<D>>;
}

/** A route that answers null (a deletion, a password change): what the call returns is not sent. */
export interface NullSpec<P extends Schema | undefined, B extends Schema | undefined> extends Schemas<P, undefined, B> {
  data?: undefined;
  msg?: MessageKey;
  run(request: Validated<Output<P>, undefined, Output<B>>): Promise<unknown>;
}

/** What a group of routes shares. */
export interface Resource {
  /** OpenAPI tags. */
  tags: string[];
  /** Who may read (GET routes) and who may change (every other verb). */
  read: AccessRule;
  edit: AccessRule;
  /** The msg of a save (admin.saved) and of a delete (admin.deleted) when the domain has its own. */
  saved?: MessageKey;
  deleted?: MessageKey;
}

/** A route with its types sealed inside `answer`. */
interface Route extends Schemas<Schema | undefined, Schema | undefined, Schema | undefined> {
  data: Schema;
  answer(request: FastifyRequest, fallback: MessageKey): Promise<{ data: unknown; msg: MessageKey }>;
}

/**
 * The zod validator compiler has replaced params, query and body by the schemas' output; fastify's types say so
 * through a conditional type that TypeScript cannot resolve for a schema given as a type parameter.
 */
const validated = <P, Q, B>(request: FastifyRequest) => request as Validated<P, Q, B>;

function withData<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  D extends Schema,
>(spec: RouteSpec<P, Q, B, D>): Route {
  return {
    ...spec,
    async answer(request, fallback) {
      const typed = validated<Output<P>, Output<Q>, Output<B>>(request);
      const data = await spec.run(typed);
      return { data, msg: typeof spec.msg === 'function' ? spec.msg(data, typed) : (spec.msg ?? fallback) };
    },
  };
}

function withNull<P extends Schema | undefined, B extends Schema | undefined>(spec: NullSpec<P, B>): Route {
  return {
    ...spec,
    data: z.null(),
    async answer(request, fallback) {
      await spec.run(validated<Output<P>, undefined, Output<B>>(request));
      return { data: null, msg: spec.msg ?? fallback };
    },
  };
}

export function crud(app: FastifyInstance, resource: Resource) {
  function add(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    route: Route,
    status: 200 | 201,
    msg: MessageKey,
  ) {
    const schema: FastifySchema & { tags: string[]; summary: string } = {
      tags: resource.tags,
      summary: route.summary,
      response: { [status]: envelope(route.data) },
    };
    if (route.params) schema.params = route.params;
    if (route.querystring) schema.querystring = route.querystring;
    if (route.body) schema.body = route.body;
    app.route({
      method,
      url,
      config: { access: route.access ?? (method === 'GET' ? resource.read : resource.edit) },
      schema,
      handler: async (request, reply) => {
        const answer = await route.answer(request, msg);
        return reply.ok(answer.data, answer.msg, status);
      },
    });
  }
  const saved = resource.saved ?? 'admin.saved';

  function update<P extends Schema | undefined, B extends Schema | undefined, D extends Schema>(
    url: string,
    spec: RouteSpec<P, undefined, B, D>,
  ): void;
  function update<P extends Schema | undefined, B extends Schema | undefined>(url: string, spec: NullSpec<P, B>): void;
  function update(url: string, spec: RouteSpec<Schema, undefined, Schema, Schema> | NullSpec<Schema, Schema>) {
    add('PUT', url, spec.data ? withData(spec) : withNull(spec), 200, saved);
  }

  function act<P extends Schema | undefined, B extends Schema | undefined, D extends Schema>(
    url: string,
    spec: RouteSpec<P, undefined, B, D> & { msg: unknown },
  ): void;
  function act<P extends Schema | undefined, B extends Schema | undefined>(
    url: string,
    spec: NullSpec<P, B> & { msg: MessageKey },
  ): void;
  function act(url: string, spec: RouteSpec<Schema, undefined, Schema, Schema> | NullSpec<Schema, Schema>) {
    add('POST', url, spec.data ? withData(spec) : withNull(spec), 200, 'ok');
  }

  return {
    /** A read: 200 with the data. */
    get<P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, D extends Schema = Schema>(
      url: string,
      spec: RouteSpec<P, Q, undefined, D>,
    ) {
      add('GET', url, withData(spec), 200, 'ok');
    },
    /** A creation: 201 with what was made, "saved". */
    create<
      P extends Schema | undefined = undefined,
      B extends Schema | undefined = undefined,
      D extends Schema = Schema,
    >(url: string, spec: RouteSpec<P, undefined, B, D>) {
      add('POST', url, withData(spec), 201, saved);
    },
    /** A change of one thing: 200 with it as it is now (or null), "saved". */
    update,
    /** An action on one thing (publish, withdraw, mark read): 200 with it as it is now (or null) and its own msg. */
    act,
    /** A deletion: 200 with null, "deleted". */
    remove<P extends Schema | undefined>(url: string, spec: NullSpec<P, undefined>) {
      add('DELETE', url, withNull(spec), 200, resource.deleted ?? 'admin.deleted');
    },
  };
}
