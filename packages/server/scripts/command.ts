/**
 * Runs a command's work, which returns false for arguments it does not understand (the usage line, exit
 * code 2). A refusal or failure is one line on stderr and exit code 1, no stack trace: it is the
 * operator's mistake or the file's.
 */
export function runCommand(name: string, usage: string, work: () => Promise<boolean>): void {
  const misused = (why?: string) => {
    console.error(`${why ? `${name}: ${why}\n` : ''}usage: ${usage}`);
    process.exit(2);
  };
  work().then(
    (understood) => {
      if (!understood) misused();
    },
    (error: unknown) => {
      const { code, message } = error as NodeJS.ErrnoException;
      if (code?.startsWith('ERR_PARSE_ARGS')) misused(message);
      console.error(`${name}: ${message ?? String(error)}`);
      process.exit(1);
    },
  );
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
