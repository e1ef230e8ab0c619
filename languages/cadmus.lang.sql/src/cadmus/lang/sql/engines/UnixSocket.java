package cadmus.lang.sql.engines;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketAddress;
import java.net.SocketException;
import java.net.SocketImpl;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;

/**
 * A {@link Socket} that talks to a Unix-domain socket through the JDK's own {@link SocketChannel}, for JDBC
 * drivers that accept a socket factory but cannot reach a socket file themselves. Worker JVMs run in a network
 * namespace without loopback, so a server they start is reachable only through its socket file. Whatever
 * address the driver connects to is ignored: the file is the address. TCP options mean nothing here and are
 * accepted without effect; the worker's own timeout bounds a hung read.
 */
final class UnixSocket extends Socket {

	private final Path path;
	private SocketChannel channel;
	private InputStream in;
	private OutputStream out;
	private int timeout;

	UnixSocket(Path path) throws SocketException {
		super((SocketImpl) null);
		this.path = path;
	}

	@Override
	public void connect(SocketAddress ignored) throws IOException {
		connect(ignored, 0);
	}

	@Override
	public synchronized void connect(SocketAddress ignored, int connectTimeout) throws IOException {
		if (channel != null) {
			throw new SocketException("already connected to " + path);
		}
		channel = SocketChannel.open(UnixDomainSocketAddress.of(path));
		in = Channels.newInputStream(channel);
		out = Channels.newOutputStream(channel);
	}

	@Override
	public InputStream getInputStream() throws IOException {
		return connected().in;
	}

	@Override
	public OutputStream getOutputStream() throws IOException {
		return connected().out;
	}

	private UnixSocket connected() throws SocketException {
		if (channel == null) {
			throw new SocketException("not connected to " + path);
		}
		return this;
	}

	@Override
	public boolean isConnected() {
		return channel != null;
	}

	@Override
	public boolean isClosed() {
		return channel != null && !channel.isOpen();
	}

	@Override
	public boolean isBound() {
		return channel != null;
	}

	@Override
	public synchronized void close() throws IOException {
		if (channel != null) {
			channel.close();
		}
	}

	@Override
	public void shutdownInput() throws IOException {
		connected().channel.shutdownInput();
	}

	@Override
	public void shutdownOutput() throws IOException {
		connected().channel.shutdownOutput();
	}

	@Override
	public InetAddress getInetAddress() {
		return InetAddress.getLoopbackAddress();
	}

	@Override
	public InetAddress getLocalAddress() {
		return InetAddress.getLoopbackAddress();
	}

	@Override
	public void setTcpNoDelay(boolean on) {
		// No TCP under a socket file.
	}

	@Override
	public boolean getTcpNoDelay() {
		return true;
	}

	@Override
	public void setKeepAlive(boolean on) {
		// No TCP under a socket file.
	}

	@Override
	public void setSoLinger(boolean on, int linger) {
		// Closing a socket file's channel loses nothing in flight that the server has not read.
	}

	@Override
	public void setReuseAddress(boolean on) {
		// Nothing is bound on this side.
	}

	@Override
	public void setSoTimeout(int timeout) {
		this.timeout = timeout;
	}

	@Override
	public int getSoTimeout() {
		return timeout;
	}

	@Override
	public void setReceiveBufferSize(int size) {
		// The channel's buffers are the kernel's defaults.
	}

	@Override
	public void setSendBufferSize(int size) {
		// The channel's buffers are the kernel's defaults.
	}

	@Override
	public int getReceiveBufferSize() {
		return 65536;
	}

	@Override
	public int getSendBufferSize() {
		return 65536;
	}

	@Override
	public String toString() {
		return "UnixSocket[" + path + "]";
	}
}
