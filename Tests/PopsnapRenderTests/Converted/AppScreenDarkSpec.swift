// app-screen-dark.json in Swift, written by Popsnap's SwiftSource: the same pixels.
import Popsnap

let appScreenDarkSpec: PopupSpec = {
    var spec = PopupSpec(
        popup: Popup {
            VStack {
                VStack(spacing: 6) {
                    Text("TUESDAY, 1 DECEMBER")
                        .font(.system(size: 13, weight: .semibold))
                        .foregroundStyle(.white)
                        .named("date")
                    Text("Today")
                        .font(.system(size: 34, weight: .bold))
                        .foregroundStyle(.white)
                        .named("title")
                    HStack(spacing: 8) {
                        Button("All")
                            .font(.system(size: 14, weight: .medium))
                            .multilineTextAlignment(.center)
                            .foregroundStyle(.white)
                            .frame(height: 30)
                            .padding(EdgeInsets(leading: 12, trailing: 12))
                            .background(DynamicColor(Color(r8: 0xFF, g8: 0xFF, b8: 0xFF, a8: 0x55)))
                            .cornerRadius(15)
                            .named("chip[0]")
                        Button("Travel")
                            .font(.system(size: 14, weight: .medium))
                            .multilineTextAlignment(.center)
                            .foregroundStyle(.white)
                            .frame(height: 30)
                            .padding(EdgeInsets(leading: 12, trailing: 12))
                            .background(DynamicColor(Color(r8: 0xFF, g8: 0xFF, b8: 0xFF, a8: 0x55)))
                            .cornerRadius(15)
                            .named("chip[1]")
                        Button("Home")
                            .font(.system(size: 14, weight: .medium))
                            .multilineTextAlignment(.center)
                            .foregroundStyle(.white)
                            .frame(height: 30)
                            .padding(EdgeInsets(leading: 12, trailing: 12))
                            .background(DynamicColor(Color(r8: 0xFF, g8: 0xFF, b8: 0xFF, a8: 0x55)))
                            .cornerRadius(15)
                            .named("chip[2]")
                        Button("Health")
                            .font(.system(size: 14, weight: .medium))
                            .multilineTextAlignment(.center)
                            .foregroundStyle(.white)
                            .frame(height: 30)
                            .padding(EdgeInsets(leading: 12, trailing: 12))
                            .background(DynamicColor(Color(r8: 0xFF, g8: 0xFF, b8: 0xFF, a8: 0x55)))
                            .cornerRadius(15)
                            .named("chip[3]")
                    }
                    .named("chips")
                }
                .padding(EdgeInsets(top: 72, leading: 20, bottom: 24, trailing: 20))
                .background(LinearGradient(colors: [DynamicColor(Color(r8: 0xFF, g8: 0x5F, b8: 0x6D)), DynamicColor(Color(r8: 0xFF, g8: 0xC3, b8: 0x71))]))
                .named("header")
                HStack(alignment: .center, spacing: 14) {
                    Rectangle()
                        .frame(width: 44, height: 44)
                        .background(.systemRed)
                        .cornerRadius(10)
                        .named("icon")
                    VStack(spacing: 2) {
                        Text("Flights")
                            .font(.system(size: 17, weight: .semibold))
                            .foregroundStyle(.label)
                            .named("title")
                        Text("Lisbon → Oslo, 07:45")
                            .font(.system(size: 15, weight: .regular))
                            .foregroundStyle(.secondaryLabel)
                            .named("detail")
                    }
                    .named("texts")
                }
                .padding(EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20))
                .named("row[0]")
                HStack(alignment: .center, spacing: 14) {
                    Rectangle()
                        .frame(width: 44, height: 44)
                        .background(.systemOrange)
                        .cornerRadius(10)
                        .named("icon")
                    VStack(spacing: 2) {
                        Text("Groceries")
                            .font(.system(size: 17, weight: .semibold))
                            .foregroundStyle(.label)
                            .named("title")
                        Text("12 items, delivered by 18:00")
                            .font(.system(size: 15, weight: .regular))
                            .foregroundStyle(.secondaryLabel)
                            .named("detail")
                    }
                    .named("texts")
                }
                .padding(EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20))
                .named("row[1]")
                HStack(alignment: .center, spacing: 14) {
                    Rectangle()
                        .frame(width: 44, height: 44)
                        .background(.systemYellow)
                        .cornerRadius(10)
                        .named("icon")
                    VStack(spacing: 2) {
                        Text("Notes")
                            .font(.system(size: 17, weight: .semibold))
                            .foregroundStyle(.label)
                            .named("title")
                        Text("Ideas for the weekend trip")
                            .font(.system(size: 15, weight: .regular))
                            .foregroundStyle(.secondaryLabel)
                            .named("detail")
                    }
                    .named("texts")
                }
                .padding(EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20))
                .named("row[2]")
                HStack(alignment: .center, spacing: 14) {
                    Rectangle()
                        .frame(width: 44, height: 44)
                        .background(.systemGreen)
                        .cornerRadius(10)
                        .named("icon")
                    VStack(spacing: 2) {
                        Text("Fitness")
                            .font(.system(size: 17, weight: .semibold))
                            .foregroundStyle(.label)
                            .named("title")
                        Text("8,412 steps · 5.9 km")
                            .font(.system(size: 15, weight: .regular))
                            .foregroundStyle(.secondaryLabel)
                            .named("detail")
                    }
                    .named("texts")
                }
                .padding(EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20))
                .named("row[3]")
                HStack(alignment: .center, spacing: 14) {
                    Rectangle()
                        .frame(width: 44, height: 44)
                        .background(.systemBlue)
                        .cornerRadius(10)
                        .named("icon")
                    VStack(spacing: 2) {
                        Text("Mail")
                            .font(.system(size: 17, weight: .semibold))
                            .foregroundStyle(.label)
                            .named("title")
                        Text("3 unread from the design team")
                            .font(.system(size: 15, weight: .regular))
                            .foregroundStyle(.secondaryLabel)
                            .named("detail")
                    }
                    .named("texts")
                }
                .padding(EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20))
                .named("row[4]")
                HStack(alignment: .center, spacing: 14) {
                    Rectangle()
                        .frame(width: 44, height: 44)
                        .background(.systemGray)
                        .cornerRadius(10)
                        .named("icon")
                    VStack(spacing: 2) {
                        Text("Settings")
                            .font(.system(size: 17, weight: .semibold))
                            .foregroundStyle(.label)
                            .named("title")
                        Text("Storage almost full")
                            .font(.system(size: 15, weight: .regular))
                            .foregroundStyle(.secondaryLabel)
                            .named("detail")
                    }
                    .named("texts")
                }
                .padding(EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20))
                .named("row[5]")
                HStack(alignment: .center, spacing: 14) {
                    Rectangle()
                        .frame(width: 44, height: 44)
                        .background(.systemRed)
                        .cornerRadius(10)
                        .named("icon")
                    VStack(spacing: 2) {
                        Text("Music")
                            .font(.system(size: 17, weight: .semibold))
                            .foregroundStyle(.label)
                            .named("title")
                        Text("Now playing: Clair de Lune")
                            .font(.system(size: 15, weight: .regular))
                            .foregroundStyle(.secondaryLabel)
                            .named("detail")
                    }
                    .named("texts")
                }
                .padding(EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20))
                .named("row[6]")
                HStack(alignment: .center, spacing: 14) {
                    Rectangle()
                        .frame(width: 44, height: 44)
                        .background(.systemGreen)
                        .cornerRadius(10)
                        .named("icon")
                    VStack(spacing: 2) {
                        Text("Photos")
                            .font(.system(size: 17, weight: .semibold))
                            .foregroundStyle(.label)
                            .named("title")
                        Text("214 new memories")
                            .font(.system(size: 15, weight: .regular))
                            .foregroundStyle(.secondaryLabel)
                            .named("detail")
                    }
                    .named("texts")
                }
                .padding(EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20))
                .named("row[7]")
                Spacer()
                HStack(distribution: .fillEqually) {
                    Icon(.info)
                        .foregroundStyle(.systemBlue)
                        .frame(width: 28, height: 28)
                        .alignSelf(.center)
                        .named("tab[0]")
                    Icon(.success)
                        .foregroundStyle(.systemGray)
                        .frame(width: 28, height: 28)
                        .alignSelf(.center)
                        .named("tab[1]")
                    Icon(.question)
                        .foregroundStyle(.systemGray)
                        .frame(width: 28, height: 28)
                        .alignSelf(.center)
                        .named("tab[2]")
                    Icon(.warning)
                        .foregroundStyle(.systemGray)
                        .frame(width: 28, height: 28)
                        .alignSelf(.center)
                        .named("tab[3]")
                }
                .padding(EdgeInsets(top: 8, bottom: 34))
                .background(.secondarySystemBackground)
                .named("tabs")
            }
            .frame(width: 393, height: 852)
            .background(.systemBackground)
        },
        screen: .device(.iPhone15), scale: 2, appearance: .dark, contentSize: .large, ios: .ios26
    )
    spec.lint.ignore = [
        LintSettings.Suppression(
            rule: .offscreen,
            node: nil,
            reason: "a stand-in app screen, drawn to be the background of other snapshots, not a popup",
        ),
        LintSettings.Suppression(
            rule: .contrast,
            node: nil,
            reason: "a stand-in app screen, drawn to be the background of other snapshots, not a popup",
        ),
        LintSettings.Suppression(
            rule: .touchTarget,
            node: nil,
            reason: "a stand-in app screen, drawn to be the background of other snapshots, not a popup",
        ),
    ]
    return spec
}()
