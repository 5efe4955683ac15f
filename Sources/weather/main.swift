// weather: everything lives in Weather, WeatherCLI and its composition root.
import Composition
import WeatherAssemblies

WeatherApp.application.main()
