// The npm espeak-ng package (Emscripten build of the espeak-ng command line) ships no types.
declare module 'espeak-ng' {
  interface ESpeakNgModule {
    FS: { writeFile(path: string, data: string | Uint8Array): void; readFile(path: string): Uint8Array };
  }
  interface ESpeakNgOptions {
    arguments: string[];
    preRun?: ((module: ESpeakNgModule) => void)[];
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  }
  export default function ESpeakNg(options: ESpeakNgOptions): Promise<ESpeakNgModule>;
}
