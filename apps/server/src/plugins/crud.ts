// Typed route helpers for the back-office's lists and forms: one call per route with its schemas, its access rule and
// the message of its answer. The handler is one call into the service, which describes the change to the audit log
// through the actor; the answer is the envelope with the status the verb gives (201 for a creation).
import { envelope, fullRecord, type MessageKey } from '@etp/contracts';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { AccessRule } from '@/core/access.ts';
import { type Actor, actorOf } from './actor.ts';
import type { RouteRateLimit } from './rate-limit.ts';

type Zod = z.ZodType;
/** A schema a route may leave out (params, query, body). */
type Part = Zod | undefined;
type Output<S> = S extends Zod ? z.output<S> : undefined;

/** A request after validation: its params, query and body are the output of the route's schemas. */
export type Validated<Params = undefined, Query = undefined, Body = undefined> = FastifyRequest & {
  params: Params;
  query: Query;
  body: Body;
};

interface Schemas<P extends Part, Q extends Part, B extends Part> {
  summary: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** Instead of the resource's read (GET) or edit rule. */
  access?: AccessRule;
  /** The route's own rate limit instead of the global one (a lookup that could be walked: plugins/rate-limit.ts). */
  rateLimit?: RouteRateLimit;
}

/** A route that answers with data: its schema (the envelope is added) and the service call that makes it. */
export interface RouteSpec<P extends Part, Q extends Part, B extends Part, D extends Zod> extends Schemas<P, Q, B> {
  data: D;
  /** The answer's msg when it is not the verb's; a function when it depends on what happened. */
  msg?: MessageKey | ((data: z.input<D>, request: Validated<Output<P>, Output<Q>, Output<B>>) => MessageKey);
  run(request: Validated<Output<P>, Output<Q>, Output<B>>): Promise<z.input<D>>;
}

/** A route that answers null (a deletion, a password change): what the call returns is not sent. */
export interface NullSpec<P extends Part, B extends Part> extends Schemas<P, undefined, B> {
  data?: undefined;
  msg?: MessageKey;
  run(request: Validated<Output<P>, undefined, Output<B>>): Promise<unknown>;
}

/** What a group of routes shares. */
export interface Resource {
  /** OpenAPI tags. */
  tags: readonly string[];
  /** Who may read (GET routes) and who may change (every other verb). */
  read: AccessRule;
  edit: AccessRule;
  /** The msg of a save (admin.saved) and of a delete (admin.deleted) when the domain has its own. */
  saved?: MessageKey;
  deleted?: MessageKey;
}

/** A route with its types sealed inside `answer`. */
interface Route extends Schemas<Part, Part, Part> {
  data: Zod;
  answer(request: FastifyRequest, fallback: MessageKey): Promise<{ data: unknown; msg: MessageKey }>;
}

/**
 * The zod validator compiler has replaced params, query and body by the schemas' output; fastify's types say so
 * through a conditional type that TypeScript cannot resolve for a schema given as a type parameter.
 */
const validated = <P, Q, B>(request: FastifyRequest) => request as Validated<P, Q, B>;

function withData<P extends Part, Q extends Part, B extends Part, D extends Zod>(spec: RouteSpec<P, Q, B, D>): Route {
  return {
    ...spec,
    async answer(request, fallback) {
      const typed = validated<Output<P>, Output<Q>, Output<B>>(request);
      const data = await spec.run(typed);
      return { data, msg: typeof spec.msg === 'function' ? spec.msg(data, typed) : (spec.msg ?? fallback) };
    },
  };
}

function withNull<P extends Part, B extends Part>(spec: NullSpec<P, B>): Route {
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
      tags: [...resource.tags],
      summary: route.summary,
      response: { [status]: envelope(route.data) },
    };
    if (route.params) schema.params = route.params;
    if (route.querystring) schema.querystring = route.querystring;
    // A change takes the whole record: nothing it leaves out is blanked by a default (issue 10.5).
    if (route.body) schema.body = method === 'PUT' ? fullRecord(route.body) : route.body;
    app.route({
      method,
      url,
      config: {
        access: route.access ?? (method === 'GET' ? resource.read : resource.edit),
        ...(route.rateLimit ? { rateLimit: route.rateLimit } : {}),
      },
      schema,
      handler: async (request, reply) => {
        const answer = await route.answer(request, msg);
        return reply.ok(answer.data, answer.msg, status);
      },
    });
  }
  const saved = resource.saved ?? 'admin.saved';

  function update<P extends Part, B extends Part, D extends Zod>(
    url: string,
    spec: RouteSpec<P, undefined, B, D>,
  ): void;
  function update<P extends Part, B extends Part>(url: string, spec: NullSpec<P, B>): void;
  function update(url: string, spec: RouteSpec<Zod, undefined, Zod, Zod> | NullSpec<Zod, Zod>) {
    add('PUT', url, spec.data ? withData(spec) : withNull(spec), 200, saved);
  }

  function act<P extends Part, B extends Part, D extends Zod>(
    url: string,
    spec: RouteSpec<P, undefined, B, D> & { msg: unknown },
  ): void;
  function act<P extends Part, B extends Part>(url: string, spec: NullSpec<P, B> & { msg: MessageKey }): void;
  function act(url: string, spec: RouteSpec<Zod, undefined, Zod, Zod> | NullSpec<Zod, Zod>) {
    add('POST', url, spec.data ? withData(spec) : withNull(spec), 200, 'ok');
  }

  return {
    /** A read: 200 with the data. */
    get<P extends Part = undefined, Q extends Part = undefined, D extends Zod = Zod>(
      url: string,
      spec: RouteSpec<P, Q, undefined, D>,
    ) {
      add('GET', url, withData(spec), 200, 'ok');
    },
    /** A creation: 201 with what was made, "saved". */
    create<P extends Part = undefined, B extends Part = undefined, D extends Zod = Zod>(
      url: string,
      spec: RouteSpec<P, undefined, B, D>,
    ) {
      add('POST', url, withData(spec), 201, saved);
    },
    /** A change of one thing: 200 with it as it is now (or null), "saved". */
    update,
    /** An action on one thing (publish, withdraw, mark read): 200 with it as it is now (or null) and its own msg. */
    act,
    /** A deletion: 200 with null, "deleted". */
    remove<P extends Part>(url: string, spec: NullSpec<P, undefined>) {
      add('DELETE', url, withNull(spec), 200, resource.deleted ?? 'admin.deleted');
    },
  };
}

/** A standard back-office resource's calls: each inside the actor's powers, each change audited by the service. */
export interface ResourceService<Key, Query, Created, Updated, Item, List> {
  list?(actor: Actor, query: Query): Promise<List>;
  get?(actor: Actor, key: Key): Promise<Item>;
  create?(actor: Actor, input: Created): Promise<Item>;
  update?(actor: Actor, key: Key, input: Updated): Promise<Item>;
  remove?(actor: Actor, key: Key): Promise<void>;
}

/** One of a resource's routes: its OpenAPI summary, and its own rule or msg when not the resource's. */
interface Operation {
  summary: string;
  access?: AccessRule;
  msg?: MessageKey;
}

/** A resource: the collection's path (list, create) and one item's path (get, update, remove; `key` its params). */
export type ResourceSpec<
  K extends Zod,
  Q extends Part,
  C extends Zod,
  U extends Zod,
  I extends Zod,
  L extends Zod,
> = Resource & {
  paths: { list?: string; one?: string };
  key?: K;
  item: I;
  list?: Operation & { query?: Q; data: L };
  get?: Operation;
  create?: Operation & { body: C };
  update?: Operation & { body: U };
  remove?: Operation;
};

/** Registers the routes a resource declares, each one call into the service with the caller as an actor. */
export function resource<K extends Zod, Q extends Part, C extends Zod, U extends Zod, I extends Zod, L extends Zod>(
  app: FastifyInstance,
  spec: ResourceSpec<K, Q, C, U, I, L>,
  service: ResourceService<Output<K>, Output<Q>, Output<C>, Output<U>, z.input<I>, z.input<L>>,
) {
  const routes = crud(app, spec);
  const where = (which: 'list' | 'one') => {
    const url = spec.paths[which];
    if (!url) throw new Error(`resource ${spec.tags.join(', ')}: no ${which} path`);
    return url;
  };
  const need = <F>(method: F | undefined, name: string): F => {
    if (!method) throw new Error(`resource ${spec.tags.join(', ')}: the service has no ${name}`);
    return method;
  };
  const { key: params, item: data, list, get, create, update, remove } = spec;
  if (list) {
    const run = need(service.list?.bind(service), 'list');
    routes.get(where('list'), { ...list, querystring: list.query, run: (r) => run(actorOf(r), r.query) });
  }
  if (get) {
    const run = need(service.get?.bind(service), 'get');
    routes.get(where('one'), { ...get, params, data, run: (r) => run(actorOf(r), r.params) });
  }
  if (create) {
    const run = need(service.create?.bind(service), 'create');
    routes.create(where('list'), { ...create, data, run: (r) => run(actorOf(r), r.body) });
  }
  if (update) {
    const run = need(service.update?.bind(service), 'update');
    routes.update(where('one'), { ...update, params, data, run: (r) => run(actorOf(r), r.params, r.body) });
  }
  if (remove) {
    const run = need(service.remove?.bind(service), 'remove');
    routes.remove(where('one'), { ...remove, params, run: (r) => run(actorOf(r), r.params) });
  }
  return routes;
}
