// On iOS, `import UIKit` brings Foundation, CoreGraphics and QuartzCore with it, so a popup file needs no
// other import. Nothing else belongs in this file (ModuleDirectionTests).
@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
