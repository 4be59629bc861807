// sheet-medium.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let sheetMediumSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: SheetPopup(
            detent: .medium,
            grabber: true,
            root: Popup {
                VStack(spacing: 8) {
                    Text("Filters")
                        .font(.system(.title2, weight: .bold))
                        .foregroundStyle(.label)
                        .named("title")
                    Text("Show only the trips you saved this year.")
                        .font(.body)
                        .foregroundStyle(.label)
                        .named("message")
                    VStack {
                        HStack(alignment: .center) {
                            Text("Flights")
                                .font(.body)
                                .foregroundStyle(.label)
                                .named("label")
                            Spacer()
                            Icon(.success)
                                .foregroundStyle(.systemBlue)
                                .frame(width: 22, height: 22)
                                .named("check")
                        }
                        .frame(height: 44)
                        .padding(EdgeInsets(leading: 16, trailing: 16))
                        .named("row[0]")
                        Rectangle()
                            .frame(height: 0.5)
                            .margin(EdgeInsets(leading: 16))
                            .background(.separator)
                            .named("separator")
                        HStack(alignment: .center) {
                            Text("Hotels")
                                .font(.body)
                                .foregroundStyle(.label)
                                .named("label")
                            Spacer()
                            Icon(.success)
                                .foregroundStyle(.systemBlue)
                                .frame(width: 22, height: 22)
                                .named("check")
                        }
                        .frame(height: 44)
                        .padding(EdgeInsets(leading: 16, trailing: 16))
                        .named("row[1]")
                    }
                    .margin(EdgeInsets(top: 12))
                    .background(.secondarySystemBackground)
                    .clipShape(.rect(cornerRadius: 10))
                    .named("options")
                    Spacer()
                    Button("Show 24 Trips")
                        .font(.system(.body, weight: .semibold))
                        .multilineTextAlignment(.center)
                        .foregroundStyle(.systemBackground)
                        .frame(height: 50)
                        .background(.label)
                        .cornerRadius(12, style: .continuous)
                        .named("button")
                }
                .padding(EdgeInsets(top: 32, leading: 16, bottom: 16, trailing: 16))
                .named("content")
            },
        ),
        screen: .device(.iPhone15), scale: 2, appearance: .light, contentSize: .large, ios: .ios26
    )
    spec.background = .placedFile(
        ImageFile(named: "../../../Snapshots/app-screen.png"),
        ImagePlacement(fit: .fill, x: 0.5, y: 0.5),
        background: nil,
    )
    spec.statusBar = StatusBar(time: "9:41", content: nil)
    spec.showsHomeIndicator = true
    return spec
}()
