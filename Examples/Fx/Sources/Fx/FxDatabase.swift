import Storage

/// fx's SQLite file, marked with the application id `FXRT`: version 1 keeps the rates and the
/// history of conversions, each record as JSON beside its id (`SQLiteTable.json`).
///
/// ```swift
/// let database = try SQLiteDatabase(at: file, schema: FxDatabase.schema)
/// let rates = SQLiteRecordStore(database: database, table: FxDatabase.rates)
/// ```
public enum FxDatabase {
    /// The rates, one row a currency.
    public static let rates = SQLiteTable<Rate>.json(name: "rates")
    /// The conversions, in the order made.
    public static let history = SQLiteTable<Conversion>.json(name: "history")

    /// The schema: the two tables.
    public static let schema = SQLiteSchema(
        applicationID: SQLiteSchema.applicationID("FXRT"),
        migrations: [
            SQLiteMigration(
                version: 1,
                "rates and history",
                sql: [
                    SQLiteTable<Rate>.jsonTableDefinition(name: "rates"),
                    SQLiteTable<Conversion>.jsonTableDefinition(name: "history"),
                ].joined(separator: ";\n")
            )
        ]
    )
}
