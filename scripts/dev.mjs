// `npm run dev`: the API with reload on change and the Vite dev server (hot reload, proxying /v1
// and /uploads to the API) side by side.
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    { name: 'api', command: 'npm run dev -w apps/api', prefixColor: 'cyan' },
    { name: 'web', command: 'npm run dev -w apps/web', prefixColor: 'magenta' },
  ],
  { killOthersOn: ['failure', 'success'] },
);
result.catch(() => process.exit(1));
