/**
 * A button that asks for one file: a native file input behind an antd Button, for the places that must not load
 * antd's Upload (the survey editor's first screen, issue 47 §5). The input is emptied after each pick, so the same
 * file can be chosen again.
 */
import { Button, type ButtonProps } from 'antd';
import { useRef, type ReactNode } from 'react';

export function FileButton({
  accept,
  onFile,
  children,
  ...button
}: { accept: string; onFile: (file: File) => void; children: ReactNode } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}
