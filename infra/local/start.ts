// `npm start`: the whole store on this machine with embedded defaults, data kept in .local-data/.
// Ports and folder can be changed with WEB_PORT, GRAPHQL_PORT, DYNAMODB_PORT, COGNITO_PORT and
// LOCAL_DATA_DIR. Ctrl-C, or SIGINT / SIGTERM sent to the PID `npm start` was started with, stops
// everything and releases every port: the script execs node directly (no shell or tsx wrapper in
// between that would die on the signal and leave this process running). A signal during start-up
// (before "La tienda está corriendo") stops what has started so far; each part's stop is logged to
// stderr with its elapsed milliseconds, so a slow stop shows which part it waits for.
import { startLocalStack, type LocalStack } from './stack';

// cognito-local's AWS SDK v2 warns about maintenance mode, and the SDK v3 about Node versions near
// their end of support: neither concerns a local run.
process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] ??= 'true';
process.env['AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE'] ??= '1';

const port = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name} debe ser un número de puerto (1-65535).`);
    process.exit(1);
  }
  return value;
};

// The handlers are in place before anything starts: a signal's default action would end this
// process at once and leave DynamoDB Local's JVM running with the port.
const startup = new AbortController();
let stack: LocalStack | undefined;
let stopping = false;
const stopLog = (line: string) => console.error(line);
const shutdown = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  console.error(`\nDeteniendo (${signal})…`);
  if (stack) void stack.stop().finally(() => process.exit(0));
  else startup.abort(new Error(`detenida por ${signal} durante el inicio`));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

try {
  stack = await startLocalStack({
    dataDir: process.env['LOCAL_DATA_DIR'] ?? '.local-data',
    ports: {
      web: port('WEB_PORT', 3000),
      graphql: port('GRAPHQL_PORT', 4000),
      dynamodb: port('DYNAMODB_PORT', 8000),
      cognito: port('COGNITO_PORT', 9229),
      // The local video bucket; by default next to the GraphQL port.
      content: port('CONTENT_PORT', Number(process.env['GRAPHQL_PORT'] ?? 4000) + 1),
    },
    web: true,
    log: (line) => console.log(line),
    signal: startup.signal,
    stopLog,
  });
} catch (error) {
  if (startup.signal.aborted) {
    // What had started is stopped (startLocalStack's own clean-up, logged part by part).
    console.error('Detenida antes de terminar de iniciar.');
    process.exit(0);
  }
  console.error(`\nNo se pudo iniciar la tienda local: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// A signal that came while the last step was finishing: the stack exists now, stop it.
if (stopping) {
  await stack.stop();
  process.exit(0);
}

console.log(`
La tienda está corriendo:
  Tienda          ${stack.urls.web}
  Casilla local   ${stack.urls.mailbox}
  API GraphQL     ${stack.urls.graphql}
  Cognito local   ${stack.urls.cognito}
  DynamoDB Local  ${stack.urls.dynamodb}
  Mercado Pago simulado ${stack.urls.payments}/_simulator
  ARCA local (WSAA, WSFEv1) ${stack.urls.arca}/_arca
  Webhook de pagos ${stack.urls.webhooks}/payments/webhook
  Videos (S3 local) ${stack.urls.content}

Usuario administrador: ${stack.admin.email}
${stack.createdAdmin ? `  Contraseña (se muestra solo esta vez): ${stack.admin.password}\n` : ''}  La contraseña queda guardada en ${stack.stateFile}
Ctrl-C para detener.`);
