// One logger for every function: structured JSON lines, which CloudWatch Logs Insights queries
// directly. Kept dependency-free; the local stack prints the same lines.
type Level = 'info' | 'warn' | 'error';

function write(level: Level, message: string, detail?: unknown): void {
  const error =
    detail instanceof Error ? { name: detail.name, message: detail.message, stack: detail.stack } : detail;
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...(detail === undefined ? {} : { detail: error }) });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

export const logger = {
  info: (message: string, detail?: unknown) => write('info', message, detail),
  warn: (message: string, detail?: unknown) => write('warn', message, detail),
  error: (message: string, detail?: unknown) => write('error', message, detail),
};
