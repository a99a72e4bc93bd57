import sharp from "sharp";
import { roofPhoto } from "../../helpers/sample-images";

/** A camera-like JPEG: upright only through its EXIF orientation (6: turn 90°), with a GPS position. */
export async function cameraJpeg(width = 3000, height = 2000): Promise<Buffer> {
  const base = await roofPhoto(width, height, 1);
  return sharp(base)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "PhoneCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "45/1 30/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "4/1 50/1 0/1" },
    })
    .jpeg()
    .toBuffer();
}
