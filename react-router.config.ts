import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // React Router 8's behaviour, taken now (docs/decisions/0030):
  future: {
    // Not yet: every loader and action would read the shop's context through
    // RouterContextProvider instead of its fields (docs/decisions/0030).
    v8_middleware: false,
    // Builds through Vite's environment API (no second compiler for route exports).
    v8_viteEnvironmentApi: true,
    // A route's clientLoader, clientAction and HydrateFallback in chunks of their own.
    v8_splitRouteModules: true,
    // Loaders and actions get the request as it came; the shop reads only its query and its
    // method from it, and logs its path.
    v8_passThroughRequests: true,
    // "/a/" and "/a" ask for different data files, as they are different pages.
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
