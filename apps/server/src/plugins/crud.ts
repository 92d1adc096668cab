// Typed route helpers for the back-office's lists and forms: one call per route with its schemas, its access rule and
// the message of its answer. The handler is one call into the service, which describes the change to the audit log
// through the actor; the answer is the envelope with the status the verb gives (201 for a creation).
import { envelope, type MessageKey } from '@etp/contracts';
import type { FastifyInstance, FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';
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

/** One route: its schemas, the data it answers with (the envelope is added) and the service call that makes it. */
export interface RouteSpec<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  D extends Schema,
> {
  summary: string;
  params?: P;
  querystring?: Q;
  body?: B;
  data: D;
  /** Instead of the resource's read (GET) or edit rule. */
  access?: AccessRule;
  /** The answer's msg when it is not the verb's; a function when it depends on what happened. */
  msg?: MessageKey | ((data: z.input<D>, request: Validated<Output<P>, Output<Q>, Output<B>>) => MessageKey);
  run(request: Validated<Output<P>, Output<Q>, Output<B>>): Promise<z.input<D>>;
}

/** A delete answers null: its spec has no data schema, and what the call returns is dropped. */
export type RemoveSpec<P extends Schema | undefined, B extends Schema | undefined> = Omit<
  RouteSpec<P, undefined, B, z.ZodNull>,
  'data' | 'run' | 'msg'
> & {
  msg?: MessageKey;
  run(request: Validated<Output<P>, undefined, Output<B>>): Promise<unknown>;
};

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

const STATUS = { GET: 200, POST: 201, PUT: 200, DELETE: 200 } as const;

export function crud(app: FastifyInstance, resource: Resource) {
  function add<
    P extends Schema | undefined,
    Q extends Schema | undefined,
    B extends Schema | undefined,
    D extends Schema,
  >(
    method: keyof typeof STATUS,
    url: string,
    spec: RouteSpec<P, Q, B, D>,
    fallback: { msg: MessageKey; status?: 200 | 201 },
  ) {
    const status = fallback.status ?? STATUS[method];
    const schema: FastifySchema & { tags: string[]; summary: string } = {
      tags: resource.tags,
      summary: spec.summary,
      response: { [status]: envelope(spec.data) },
    };
    if (spec.params) schema.params = spec.params;
    if (spec.querystring) schema.querystring = spec.querystring;
    if (spec.body) schema.body = spec.body;
    app.route({
      method: method satisfies HTTPMethods,
      url,
      config: { access: spec.access ?? (method === 'GET' ? resource.read : resource.edit) },
      schema,
      handler: async (request, reply) => {
        // The zod validator compiler has replaced params, query and body by the schemas' output; fastify's types
        // say so through a conditional type that TypeScript cannot resolve for a schema given as a type parameter.
        const validated = request as Validated<Output<P>, Output<Q>, Output<B>>;
        const data = await spec.run(validated);
        const msg = typeof spec.msg === 'function' ? spec.msg(data, validated) : (spec.msg ?? fallback.msg);
        return reply.ok(data, msg, status);
      },
    });
  }

  return {
    /** A read: 200 with the data. */
    get<P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, D extends Schema = Schema>(
      url: string,
      spec: RouteSpec<P, Q, undefined, D>,
    ) {
      add('GET', url, spec, { msg: 'ok' });
    },
    /** A creation: 201 with what was made, "saved". */
    create<
      P extends Schema | undefined = undefined,
      B extends Schema | undefined = undefined,
      D extends Schema = Schema,
    >(url: string, spec: RouteSpec<P, undefined, B, D>) {
      add('POST', url, spec, { msg: resource.saved ?? 'admin.saved' });
    },
    /** A change of one thing: 200 with it as it is now, "saved". */
    update<P extends Schema | undefined, B extends Schema | undefined, D extends Schema>(
      url: string,
      spec: RouteSpec<P, undefined, B, D>,
    ) {
      add('PUT', url, spec, { msg: resource.saved ?? 'admin.saved' });
    },
    /** An action on one thing (publish, withdraw, ...): 200 with it as it is now and the action's own msg. */
    act<P extends Schema | undefined, B extends Schema | undefined, D extends Schema>(
      url: string,
      spec: RouteSpec<P, undefined, B, D> & { msg: RouteSpec<P, undefined, B, D>['msg'] & {} },
    ) {
      add('POST', url, spec, { msg: 'ok', status: 200 });
    },
    /** A deletion: 200 with null, "deleted". */
    remove<P extends Schema | undefined, B extends Schema | undefined = undefined>(
      url: string,
      spec: RemoveSpec<P, B>,
    ) {
      add(
        'DELETE',
        url,
        {
          ...spec,
          data: z.null(),
          run: async (request) => {
            await spec.run(request);
            return null;
          },
        },
        { msg: resource.deleted ?? 'admin.deleted' },
      );
    },
  };
}

export type Crud = ReturnType<typeof crud>;
