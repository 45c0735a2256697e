import { useState } from 'react';
import { saveFile } from '../../api/policy-pdf';
import { SecondaryButton } from './buttons';
import { ErrorText } from './panel';

interface DownloadButtonProps {
  label: string;
  busyLabel: string;
  /** Said under the button when the file could not be had. */
  failedText: string;
  fetchFile: () => Promise<{ blob: Blob; fileName: string }>;
}

/** A document fetched through a call and saved as a file: one press at a time, and a failure said under it. */
export function DownloadButton({ label, busyLabel, failedText, fetchFile }: DownloadButtonProps) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    if (state === 'busy') return;
    setState('busy');
    try {
      const { blob, fileName } = await fetchFile();
      saveFile(blob, fileName);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <SecondaryButton type="button" aria-busy={state === 'busy'} onClick={() => void download()}>
        {state === 'busy' ? busyLabel : label}
      </SecondaryButton>
      {state === 'failed' ? <ErrorText role="alert">{failedText}</ErrorText> : null}
    </>
  );
}
