/** The admin command's terminal input: a hidden prompt (nothing echoed) and a line from a pipe. */

/** Asks on the terminal with echo off (raw mode): Enter ends, Backspace deletes, Ctrl-C stops. */
export function askHidden(question: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(question);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let text = '';
    const done = (fn: () => void) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stdout.write('\n');
      fn();
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done(() => resolve(text));
        if (ch === '\u0003' || ch === '\u0004') return done(() => reject(new Error('已取消')));
        if (ch === '\u007f' || ch === '\b') text = text.slice(0, -1);
        else if (ch >= ' ') text += ch;
      }
    };
    input.on('data', onData);
  });
}

/** The first line of stdin (a script's piped password), without its line end. */
export async function readStdinLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}
