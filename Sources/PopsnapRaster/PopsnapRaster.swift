// PopsnapRaster: the pixel engine, pure Swift. A shape goes path → lines → cells → coverage runs →
// painted pixels, and each stage is a folder. Swift has no module-level doc comment, so this map
// of the files, one line each, lives here (as tiny-skia's lib.rs maps its modules).
//
// Path/ — geometry and outlines, in pixels or points
//   TransformRotation.swift Transform.rotation (Point, Rect, PixelRect, Transform are PopsnapGeometry's)
//   Path.swift            Path: subpaths of lines, Béziers and exact elliptical arcs
//   PathShapes.swift      CornerRadii, RoundedRect (CSS clamping), ellipses, capsules as paths
//   ContinuousCorner.swift CornerCurve, and Apple's continuous corner as three cubics (large radii too)
//   Flatten.swift         curves → Line polylines within 1/2048 px, the rasterizer's input
//   StrokeStyle.swift     StrokeStyle: width, inside/centre/outside, caps, joins, miter limit
//   Stroker.swift         a path and a style → the stroke's outline (Path.stroked, Canvas.stroke)
//   StrokePiece.swift     the line or circular-arc pieces the stroker offsets exactly
//
// Scan/ — exact-area coverage
//   FillRule.swift        non-zero or even-odd
//   Rasterizer.swift      lines → cells → coverage runs, in bands, touched cells only
//   CellAccumulator.swift one band's signed cell areas, swept into coverage
//   SpanBlitter.swift     the protocol that receives coverage runs
//   Mask.swift            Mask (8-bit coverage: clips, glyphs, shadows) and the blitter that fills it
//
// Paint/ — what covered pixels become
//   Paint.swift           Paint: solid, linear and radial gradients
//   GradientShader.swift  a gradient's pixels for a row, exact at each pixel centre
//   ImageShader.swift     an image scaled into a rectangle, filtered separably
//   ResampleTaps.swift    bilinear (enlarging) and area-average (shrinking) taps and weights
//   PaintBlitter.swift    a paint composited through coverage runs and an optional clip
//   Blend.swift           exact source-over on premultiplied RGBA8, two channels a lane
//   Shadow.swift          Shadow: the analytic Gaussian blur of a rounded rect, and its drawing
//   GaussianBlur.swift    GaussianBlur: an image blurred (materials, backdrop blur), fixed pieces
//   DericheFilter.swift   Deriche's 4th-order recursion: coefficients, one line forwards and back
//   FixedPieces.swift     work split in fixed pieces of 64, whatever the thread count
//   GlassEffect.swift     GlassEffect: Liquid Glass's refraction, veil, tint and specular rim
//   RoundedRectDistance.swift  signed distance and outward normal of a rounded rect (glass)
//   ColorMatrix.swift     ColorMatrix: r, g, b as weighted sums plus offsets (materials' backdrop)
//
// Canvas/ — the image and the drawing calls on it
//   Color.swift           Color: sRGB, straight alpha, 0...1 components (names are Popsnap's)
//   ColorParsing.swift    #RGB…#RRGGBBAA, and the colour functions by name
//   ColorFunctions.swift  rgb(), rgba(), hsl(), hsla(): CSS Color 4's legacy and modern forms
//   CSSTokens.swift       CSS Syntax 3's tokens for their arguments: numbers exactly as browsers read them
//   Image.swift           Image: premultiplied RGBA8 pixels in sRGB, and Pixel
//   ImageLimits.swift     the largest image allocated, checked before allocating
//   Canvas.swift          Canvas: fills and clips on an Image (strokes in Stroker, shadows in Shadow)
//   CanvasImage.swift     drawing an image at a point or scaled into a rectangle
//   CanvasMask.swift      painting a colour through a mask (glyphs, shadows)
//
// RasterError.swift       the module's one error type, with messages a user can act on
