import Popsnap
import Testing

@Test func variantMatrix() {
    var axes = VariantAxes()
    axes.appearances = [.light, .dark]
    axes.contentSizes = [.large, .accessibilityExtraLarge]
    #expect(axes.matrixSize == 4)
    #expect(axes.matrix.map { $0.named("alert") } == ["alert.light.L", "alert.light.AX3", "alert.dark.L", "alert.dark.AX3"])
}
