/**
 * Watches the process that started the emulator stack and, should it die without stopping the stack
 * (SIGKILL, a crash, a shell that does not forward signals), terminates the stack's process groups,
 * so no Java or emulator process outlives `npm start` or a test run.
 *   orphan-reaper.ts <parent pid> <process group id>…
 */
const [parentPid, ...groups] = process.argv.slice(2).map(Number);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const signalGroups = (signal: NodeJS.Signals) => {
  for (const group of groups) {
    try {
      process.kill(-group, signal);
    } catch {
      // Already gone.
    }
  }
};

const timer = setInterval(() => {
  if (groups.every((group) => !alive(group))) process.exit(0);
  if (parentPid !== undefined && alive(parentPid)) return;
  clearInterval(timer);
  signalGroups('SIGTERM');
  setTimeout(() => {
    signalGroups('SIGKILL');
    process.exit(0);
  }, 10_000);
}, 500);
