import torch
import torch.nn as nn


class Model(nn.Module):
    """y = tanh(x * scale + bias) with a per-column learned bias."""

    def __init__(self, dim: int, scale: float):
        super().__init__()
        self.scale = scale
        self.bias = nn.Parameter(torch.randn(dim) * 0.1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.tanh(x * self.scale + self.bias)


batch_size = 256
dim = 8192
scale = 0.75


def get_inputs():
    return [torch.randn(batch_size, dim)]


def get_init_inputs():
    return [dim, scale]
