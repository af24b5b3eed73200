import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import 'dayjs/locale/es';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { connectBridge } from './app/bridge.js';

const root = createRoot(document.getElementById('root') as HTMLElement);
try {
  const bridge = connectBridge();
  root.render(
    <StrictMode>
      <App bridge={bridge} />
    </StrictMode>,
  );
} catch (error) {
  root.render(<p style={{ padding: 24, fontFamily: 'sans-serif' }}>{error instanceof Error ? error.message : String(error)}</p>);
}
