// `npm run dev`: the same server as `npm start`, with Vite's middleware (hot reload) and
// server/app.ts loaded live instead of the build.
process.env.NODE_ENV = "development";
await import("./main.js");
