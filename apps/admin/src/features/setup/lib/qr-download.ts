/**
 * Saves a QR code drawn as SVG as a PNG file, large enough to print sharply on a flyer or a
 * window sticker. The SVG is drawn onto a canvas through an image; nothing leaves the browser.
 */
export async function downloadSvgAsPng(svg: SVGSVGElement, fileName: string, size = 1024): Promise<void> {
  const markup = new XMLSerializer().serializeToString(svg);
  const image = new Image();
  image.width = size;
  image.height = size;
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('The QR code could not be drawn'));
  });
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  await loaded;

  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas to draw the QR code on');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  // Sharp modules: a QR code scaled smoothly gets blurred edges that some scanners dislike.
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, size, size);

  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The QR code could not be saved');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
