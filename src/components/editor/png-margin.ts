/**
 * Cytoscape's full-board picture is cropped to the drawing's bounding box, which leaves the
 * outer harbors' rims and arrows cut at the edges (the box misses their borders and outlines).
 * The picture is drawn again with a margin of sea round it.
 */
export function withMargin(uri: string, margin: number, sea: string): Promise<string> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = image.width + 2 * margin;
      canvas.height = image.height + 2 * margin;
      const g = canvas.getContext('2d');
      if (!g) return resolve(uri);
      g.fillStyle = sea;
      g.fillRect(0, 0, canvas.width, canvas.height);
      g.drawImage(image, margin, margin);
      resolve(canvas.toDataURL('image/png'));
    };
    // A picture that cannot be redrawn is still the board: better cut at the edge than none.
    image.onerror = () => resolve(uri);
    image.src = uri;
  });
}
