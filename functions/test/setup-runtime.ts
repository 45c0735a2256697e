import { prepareLocalFunctionsRuntime } from './local-runtime.js';

// Some tests call services in this process, with a clock of their own: give them the params the emulator gives.
await prepareLocalFunctionsRuntime(new URL('../src/config.ts', import.meta.url).href);
