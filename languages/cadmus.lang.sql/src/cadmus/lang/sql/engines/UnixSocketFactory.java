package cadmus.lang.sql.engines;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Path;

import javax.net.SocketFactory;

/**
 * Sockets to one Unix-domain socket file, for JDBC drivers that build their sockets through a factory named by
 * class. PostgreSQL's driver passes the file as the constructor argument ({@code socketFactoryArg}); MariaDB's
 * builds the factory without arguments, so the file then comes from the system property {@value #PATH_PROPERTY}
 * that the worker sets when it starts its server (one server per worker JVM).
 */
public final class UnixSocketFactory extends SocketFactory {

	/** The socket file of the worker's server, for factories built without arguments. */
	public static final String PATH_PROPERTY = "cadmus.sql.socket";

	private final Path path;

	public UnixSocketFactory(String path) {
		this.path = Path.of(path);
	}

	public UnixSocketFactory() {
		String path = System.getProperty(PATH_PROPERTY);
		if (path == null) {
			throw new IllegalStateException("no server socket: system property " + PATH_PROPERTY + " is not set");
		}
		this.path = Path.of(path);
	}

	@Override
	public Socket createSocket() throws IOException {
		return new UnixSocket(path);
	}

	@Override
	public Socket createSocket(String host, int port) throws IOException {
		return connected();
	}

	@Override
	public Socket createSocket(String host, int port, InetAddress localHost, int localPort) throws IOException {
		return connected();
	}

	@Override
	public Socket createSocket(InetAddress host, int port) throws IOException {
		return connected();
	}

	@Override
	public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort)
			throws IOException {
		return connected();
	}

	private Socket connected() throws IOException {
		var socket = new UnixSocket(path);
		socket.connect(InetSocketAddress.createUnresolved("localhost", 0));
		return socket;
	}
}
