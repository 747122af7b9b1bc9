package loregraph;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;

import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.dbms.api.DatabaseManagementServiceBuilder;
import org.neo4j.io.ByteUnit;

/**
 * Neo4j Community, embedded, serving Bolt on loopback without authentication.
 *
 * Usage: Neo4jLocal DATA_DIR [PORT] [PAGE_CACHE_MB]. Port 0 (the default) picks a free one.
 * Prints "READY bolt://127.0.0.1:PORT" once the database answers, and shuts down
 * cleanly when its standard input closes or it is sent SIGTERM, so a parent process
 * that dies takes it along.
 */
public final class Neo4jLocal {
    public static void main(String[] args) throws Exception {
        if (args.length < 1) {
            System.err.println("usage: Neo4jLocal DATA_DIR [PORT] [PAGE_CACHE_MB]");
            System.exit(2);
        }
        Path home = Path.of(args[0]).toAbsolutePath();
        int port = args.length > 1 ? Integer.parseInt(args[1]) : 0;
        long pageCacheMb = args.length > 2 ? Long.parseLong(args[2]) : 512;
        if (port == 0) {
            port = freePort();
        }
        DatabaseManagementService dbms = new DatabaseManagementServiceBuilder(home)
                .setConfig(BoltConnector.enabled, true)
                .setConfig(BoltConnector.listen_address, new SocketAddress("127.0.0.1", port))
                .setConfig(GraphDatabaseSettings.auth_enabled, false)
                .setConfig(GraphDatabaseSettings.pagecache_memory, ByteUnit.mebiBytes(pageCacheMb))
                .setConfig(GraphDatabaseSettings.transaction_timeout, Duration.ofMinutes(10))
                .build();
        Runtime.getRuntime().addShutdownHook(new Thread(dbms::shutdown));
        dbms.database(GraphDatabaseSettings.DEFAULT_DATABASE_NAME).executeTransactionally("RETURN 1");
        System.out.println("READY bolt://127.0.0.1:" + port);
        System.out.flush();
        while (System.in.read() != -1) {
            // keep serving until the parent closes our input
        }
        System.exit(0);
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
