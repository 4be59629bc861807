import PopsnapRaster
import PopsnapGeometry

/// SVProgressHUD's ring spinner, progress ring and images as drawings in their views' points.
enum SVProgressHUDMarks {
    /// The angle-mask.png of SVProgressHUD.bundle, which fades the spinner: its alpha at every 30°
    /// clockwise from 12 o'clock, measured from angle-mask@2x.png (the same at every radius), out of 255.
    /// The image itself is not copied: its sweep is redrawn as a conic gradient through these values.
    static let angleMaskAlpha: [Double] = [0, 13, 30, 52, 75, 101, 128, 155, 180, 203, 225, 242, 255]

    /// SVIndefiniteAnimatedView (SVIndefiniteAnimatedView.m): an arc of `radius` about the view's centre,
    /// from 3π/2 through two turns (l.49), stroked from 1.5% to 48.5% of its length (l.90, l.94) with round
    /// caps (l.57), under the angle mask (l.65), `turn` of a turn on. In a second the mask turns once
    /// (l.69-74) and the stroke's ends move half of two turns (l.90-95): the picture turns as one, at a turn a second.
    static func spinner(side: Double, radius: Double, thickness: Double, color: Color, turn: Double) -> Drawing {
        let c = Point(x: side / 2, y: side / 2), top = -Double.pi / 2 + 2 * .pi * turn, pathLength = 4 * Double.pi
        let arc = Path.arc(center: c, radius: radius, startAngle: top + 0.015 * pathLength, endAngle: top + 0.485 * pathLength)
        let stops = angleMaskAlpha.enumerated().map { i, a in
            GradientStop(location: Double(i) / Double(angleMaskAlpha.count - 1), color: color.multiplyingAlpha(by: a / 255))
        }
        // The stops are in order within 0...1, which is all Gradient checks.
        let mask = try! Gradient(stops: stops)
        return Drawing([.stroke(arc, StrokeStyle(width: thickness, cap: .round), .conic(mask, center: c, startAngle: top))])
    }

    /// SVProgressAnimatedView (SVProgressAnimatedView.m): the track, a whole circle in the foreground at
    /// `trackAlpha` (SVProgressHUD.m l.1096-1099), and over it the arc from 12 o'clock clockwise (l.39) to
    /// `progress` of a turn, round-capped (l.47). CAShapeLayer draws nothing of a stroke ending at 0.
    static func progressRing(_ progress: Double, side: Double, radius: Double, thickness: Double, color: Color, trackAlpha: Double) -> Drawing {
        let c = Point(x: side / 2, y: side / 2), top = -Double.pi / 2
        var operations: [Drawing.Operation] = [.stroke(.circle(center: c, radius: radius), StrokeStyle(width: thickness), .solid(color.multiplyingAlpha(by: trackAlpha)))]
        if progress > 0 {
            let arc = Path.arc(center: c, radius: radius, startAngle: top, endAngle: top + 2 * .pi * min(1, progress))
            operations.append(.stroke(arc, StrokeStyle(width: thickness, cap: .round), .solid(color)))
        }
        return Drawing(operations)
    }

    /// The images SVProgressHUD shows from iOS 13 (SVProgressHUD.m l.373-375): the SF Symbols info.circle,
    /// checkmark and xmark, tinted with the foreground (l.368, l.822) and stretched over the image view
    /// (UIImageView's default scaleToFill). Apple's symbols are not copied: these are redrawn in their
    /// manner, strokes of the regular weight with round ends, in a `side`-point square.
    static func image(_ mark: SVProgressHUDMode.Image, side s: Double, color: Color) -> Drawing {
        let ink = Paint.solid(color), stroke = StrokeStyle(width: s * 0.085, cap: .round, join: .round)
        func p(_ x: Double, _ y: Double) -> Point { Point(x: s * x, y: s * y) }
        switch mark {
        case .info:
            let ring = StrokeStyle(width: s * 0.07)
            return Drawing([
                .stroke(.circle(center: p(0.5, 0.5), radius: s * 0.465), ring, ink),
                .fill(.circle(center: p(0.5, 0.3), radius: s * 0.06), ink),
                .stroke(.line(from: p(0.5, 0.45), to: p(0.5, 0.74)), stroke, ink),
            ])
        case .success:
            var check = Path()
            check.move(to: p(0.1, 0.55)); check.line(to: p(0.37, 0.86)); check.line(to: p(0.9, 0.12))
            return Drawing([.stroke(check, stroke, ink)])
        case .error:
            return Drawing([
                .stroke(.line(from: p(0.15, 0.15), to: p(0.85, 0.85)), stroke, ink),
                .stroke(.line(from: p(0.85, 0.15), to: p(0.15, 0.85)), stroke, ink),
            ])
        }
    }
}
