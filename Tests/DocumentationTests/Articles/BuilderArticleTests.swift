import Popsnap
import PopsnapRaster
import Testing

@Test func theBuilderDrawsTheSameCard() throws {
    let saved = Popup(dimming: Color.black.withAlpha(0.4)) {
        VStack(spacing: 8) {
            Text("Saved").font(.system(size: 17, weight: .semibold)).alignSelf(.center).named("title")
            Button("OK")
                .frame(height: 44).background(Color(r8: 0, g8: 122, b8: 255)).cornerRadius(10)
                .foregroundStyle(.white).named("ok").role("button")
        }
        .frame(width: 260).padding(16).background(.white).cornerRadius(14)
        .shadow(color: Color.black.withAlpha(0.25), radius: 16, y: 8)
    }
    var byHand = PopupSpec(popup: CustomPopup(root: savedCard))             // from CustomTreeTests.swift
    byHand.backdrop = .dimming(DynamicColor(Color.black.withAlpha(0.4)))

    let renderer = try PopupRenderer()
    #expect(try renderer.render(PopupSpec(popup: saved).scene()) == renderer.render(byHand.scene()))
}
