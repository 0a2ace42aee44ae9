import { getErrorMessage } from '@storedesk/client';
import { useAdminUploadFile } from '@storedesk/react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { UiButton } from '@/components/ui/ui-button';

interface MediaEditorProps {
  /** Image URLs in order; the first one is the product's thumbnail. */
  images: readonly string[];
  onChange: (images: string[]) => void;
  /** Told when uploads start and end, so a form can wait before saving. */
  onUploadingChange?: (uploading: boolean) => void;
}

/** Moves the entry at `from` to `to` (a new array). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

const DRAG_TYPE = 'application/x-storedesk-image-index';

/**
 * Product images: drop files (or pick them) to upload them through POST /admin/uploads, see
 * them, reorder them by dragging or with the move buttons, remove them.
 */
export function MediaEditor({ images, onChange, onUploadingChange }: MediaEditorProps) {
  const { t } = useTranslation('products');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragOver, setDragOver] = useState(false);
  const upload = useAdminUploadFile();

  const uploadFiles = async (files: File[]) => {
    const pictures = files.filter((file) => file.type.startsWith('image/'));
    if (pictures.length === 0) return;
    onUploadingChange?.(true);
    try {
      const result = await upload.mutateAsync(pictures);
      onChange([...images, ...result.uploads.map((entry) => entry.url)]);
    } catch {
      // The error is shown from the mutation's state.
    } finally {
      onUploadingChange?.(false);
    }
  };

  const onDropFiles = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragOver(false);
    if (event.dataTransfer.types.includes(DRAG_TYPE)) return;
    void uploadFiles([...event.dataTransfer.files]);
  };

  const onDropOnImage = (event: DragEvent<HTMLLIElement>, index: number) => {
    const from = event.dataTransfer.getData(DRAG_TYPE);
    if (from === '') return;
    event.preventDefault();
    event.stopPropagation();
    onChange(moveItem(images, Number(from), index));
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        data-drag-over={dragOver || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDropFiles}
        className="flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600 data-[drag-over]:border-slate-900 data-[drag-over]:bg-slate-50"
      >
        <p>{t('fields.media.dropHint')}</p>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          aria-label={t('fields.media.choose')}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void uploadFiles(files);
          }}
        />
        <UiButton
          variant="secondary"
          isLoading={upload.isPending}
          onClick={() => inputRef.current?.click()}
        >
          {upload.isPending ? t('fields.media.uploading') : t('fields.media.choose')}
        </UiButton>
      </div>
      {upload.isError && <Alert>{getErrorMessage(upload.error)}</Alert>}
      {images.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('fields.media.list')}>
          {images.map((url, index) => (
            <li
              key={`${url}-${index}`}
              draggable
              onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, String(index))}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDropOnImage(event, index)}
              className="flex flex-col gap-1 rounded-md border border-slate-200 p-2"
            >
              <img
                src={url}
                alt={t('fields.media.imageAlt', { position: index + 1 })}
                className="aspect-square w-full rounded-sm bg-slate-100 object-cover"
              />
              {index === 0 && (
                <span className="text-xs font-medium text-slate-700">
                  {t('fields.media.thumbnail')}
                </span>
              )}
              <div className="flex flex-wrap gap-1">
                <UiButton
                  variant="ghost"
                  className="px-2 py-1 text-xs"
                  disabled={index === 0}
                  aria-label={t('fields.media.moveEarlier', { position: index + 1 })}
                  onClick={() => onChange(moveItem(images, index, index - 1))}
                >
                  ←
                </UiButton>
                <UiButton
                  variant="ghost"
                  className="px-2 py-1 text-xs"
                  disabled={index === images.length - 1}
                  aria-label={t('fields.media.moveLater', { position: index + 1 })}
                  onClick={() => onChange(moveItem(images, index, index + 1))}
                >
                  →
                </UiButton>
                <UiButton
                  variant="ghost"
                  className="px-2 py-1 text-xs text-red-700"
                  aria-label={t('fields.media.remove', { position: index + 1 })}
                  onClick={() => onChange(images.filter((_, i) => i !== index))}
                >
                  {t('fields.media.removeShort')}
                </UiButton>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
