import Configuration

/// Every key of the project, whichever app reads it. Both apps check the shared files in
/// `Config/` against all of them, so a key one app does not read is still known, and
/// Config/README.md documents exactly these (a spec compares them).
public enum ProjectSettings {
    /// The declarations of every component.
    public static let all: [any SettingDeclaring] =
        RandomSettings.all + HTTPSettings.all + StorageSettings.all + PeopleSettings.all + WeatherSettings.all + PlacesSettings.all
}
