/**
 * Leaving a page cuts the data it was still receiving, such as the back office's list reloading
 * after a save. Firefox then fails the cut read ("Error in input stream"), and React Router's
 * decoding of its data answers (`*.data`) leaves that failure without a handler: the page being
 * left reports two uncaught errors for a read nobody waits for any more. Its data answers are
 * therefore read through a stream that, once the page is being left, ends where the cut came
 * instead of failing. While the page stays, a cut answer fails as it always did.
 */
let leaving = false;
window.addEventListener("beforeunload", () => {
  leaving = true;
});
window.addEventListener("pagehide", () => {
  leaving = true;
});
// Back from the back-forward cache.
window.addEventListener("pageshow", () => {
  leaving = false;
});

const fetchFromNetwork = window.fetch.bind(window);

window.fetch = async (input, init) => {
  const response = await fetchFromNetwork(input, init);
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
  if (!response.body || !url.pathname.endsWith(".data")) return response;
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        if (leaving) controller.close();
        else controller.error(error);
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
};
