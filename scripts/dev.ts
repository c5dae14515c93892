// npm run dev — the server (restarts on change, tsx watch) and Vite (hot reload) side by side.
// Open http://localhost:5173: Vite proxies /api, /oidc, /interaction and /config.json to the server.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const vitePort = process.env.VITE_PORT ?? '5173';
const env = { ...process.env, PORT: port, VITE_PORT: vitePort, PUBLIC_URL: `http://localhost:${vitePort}` };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
