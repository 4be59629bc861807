import PopsnapRaster
import PopsnapGeometry

/// JGProgressHUD's drawn indicator views, as drawings in their views' points.
enum JGProgressHUDMarks {
    /// JGProgressHUDPieIndicatorLayer's drawInContext (JGProgressHUDPieIndicatorView.m l.44-77): about the
    /// centre at whole points (l.47), a disc of radius floor(side / 2) − rim (l.49) filled, its rim
    /// stroked `rim` wide (l.53), and the progress as an arc of half that radius stroked as wide as the
    /// radius (l.68, l.73), butt-ended, in the rim's colour: exactly the wedge from the centre to the radius,
    /// from 12 o'clock clockwise.
    static func pie(_ progress: Double, side: Double, rim: Double, color: Color, fill: Color) -> Drawing {
        let c = Point(x: (side / 2).rounded(.down), y: (side / 2).rounded(.down)), r = (side / 2).rounded(.down) - rim
        let disc = Path.circle(center: c, radius: r)
        var operations: [Drawing.Operation] = [.fill(disc, .solid(fill)), .stroke(disc, StrokeStyle(width: rim), .solid(color))]
        if progress > 0 {
            let arc = Path.arc(center: c, radius: r / 2, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * min(1, progress))
            operations.append(.stroke(arc, StrokeStyle(width: r), .solid(color)))
        }
        return Drawing(operations)
    }

    /// JGProgressHUDRingIndicatorLayer's drawInContext (JGProgressHUDRingIndicatorView.m l.48-79): the
    /// track, a circle of radius floor(side / 2) − width (l.53) stroked `width` wide, and over it the arc
    /// from 12 o'clock clockwise with square ends (roundProgressLine is NO unless set, l.70).
    static func ring(_ progress: Double, side: Double, width: Double, color: Color, track: Color) -> Drawing {
        let c = Point(x: (side / 2).rounded(.down), y: (side / 2).rounded(.down)), r = (side / 2).rounded(.down) - width
        var operations: [Drawing.Operation] = [.stroke(.circle(center: c, radius: r), StrokeStyle(width: width), .solid(track))]
        if progress > 0 {
            let arc = Path.arc(center: c, radius: r, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * min(1, progress))
            operations.append(.stroke(arc, StrokeStyle(width: width, cap: .square), .solid(color)))
        }
        return Drawing(operations)
    }

    /// JGProgressHUDSuccessIndicatorView.m l.18-24 and JGProgressHUDErrorIndicatorView.m l.18-25: the
    /// marks' paths in their 33 pt images, 3 pt wide with round caps and joins, tinted (template images).
    static func success(color: Color) -> Drawing {
        var check = Path()
        check.move(to: Point(x: 1.5, y: 18)); check.line(to: Point(x: 11, y: 28)); check.line(to: Point(x: 31.5, y: 5.5))
        return Drawing([.stroke(check, markStroke, .solid(color))])
    }

    static func error(color: Color) -> Drawing {
        var cross = Path()
        cross.move(to: Point(x: 3, y: 3)); cross.line(to: Point(x: 30, y: 30))
        cross.move(to: Point(x: 30, y: 3)); cross.line(to: Point(x: 3, y: 30))
        return Drawing([.stroke(cross, markStroke, .solid(color))])
    }

    private static let markStroke = StrokeStyle(width: 3, cap: .round, join: .round)
}
