import PopsnapRaster
import Foundation
var c = try Canvas(width: 400, height: 300, fill: Color(white: 0.9))
let rr = RoundedRect(rect: Rect(x: 20.3, y: 20.7, width: 200.45, height: 120.2), cornerRadius: 27.3)
c.fill(.roundedRect(rr), with: .solid(try Color(parsing: "#1E6FD9")))
c.stroke(.roundedRect(rr), style: StrokeStyle(width: 6, alignment: .inside), with: .solid(.white))
let g = try Gradient(colors: [.white, Color(red: 1, green: 0, blue: 0, alpha: 0.5)])
c.fill(.circle(center: Point(x: 300, y: 80), radius: 50), with: .radial(g, center: Point(x: 300, y: 80), radius: 50))
c.stroke(.arc(center: Point(x: 300, y: 220), radius: 40, startAngle: -.pi/2, endAngle: 1.5), style: StrokeStyle(width: 8, cap: .round), with: .solid(.black))
for i in 0..<8 {
  let a = Double(i) * .pi / 4
  let p0 = Point(x: 100 + 12 * cos(a), y: 220 + 12 * sin(a)), p1 = Point(x: 100 + 28 * cos(a), y: 220 + 28 * sin(a))
  c.stroke(.line(from: p0, to: p1), style: StrokeStyle(width: 5, cap: .round), with: .solid(Color.black.withAlpha(Double(i + 1) / 8)))
}
var r = Path.rect(Rect(x: 170, y: 180, width: 60, height: 60))
c.stroke(r, style: StrokeStyle(width: 10, alignment: .outside, join: .round), with: .solid(.black))
c.stroke(.ellipse(in: Rect(x: 240, y: 150, width: 30, height: 120)), style: StrokeStyle(width: 4), with: .solid(Color(red: 0, green: 0.5, blue: 0)))
let img = c.image
FileManager.default.createFile(atPath: "/tmp/out.rgba", contents: Data(img.pixels))
