declare const launch: { executablePath: string; args: string[] };
export = launch;
