import pLimit from "p-limit";

type Handle<Context> = (request: Request, context: Context) => Promise<Response>;

/**
 * `handle`, letting in at most `atOnce` reading requests (GET, HEAD) at a time; the others wait
 * their turn in order of arrival, and one whose visitor has gone by then is not worked on.
 *
 * A page's work is all on the main thread (with the embedded database, its queries too). Requests
 * let in together take turns on it at every query they wait for, each letting later arrivals' work
 * in before its own: how long one takes then depends on how many happened to get in between. Let in
 * by turns, in order, the slowest finish sooner (docs/decisions/0049).
 *
 * A form post goes in at once: it may wait on mail or a picture's processing, and nobody should
 * wait behind that.
 */
export function takingTurns<Context>(handle: Handle<Context>, atOnce: number): Handle<Context> {
  const turn = pLimit(atOnce);
  const handleInTurn = (request: Request, context: Context) =>
    request.signal.aborted ? Promise.resolve(visitorGone()) : handle(request, context);
  return (request, context) =>
    request.method === "GET" || request.method === "HEAD" ? turn(handleInTurn, request, context) : handle(request, context);
}

// Never sent: the connection is closed. Named as nginx logs such a request.
const visitorGone = () => new Response(null, { status: 499, statusText: "Client Closed Request" });
