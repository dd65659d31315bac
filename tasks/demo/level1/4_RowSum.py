import torch
import torch.nn as nn


class Model(nn.Module):
    """Sum over dimension 1, keeping the dimension."""

    def __init__(self, dim: int):
        super().__init__()
        self.dim = dim

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.sum(x, dim=self.dim, keepdim=True)


batch_size = 1024
dim1 = 8192
reduce_dim = 1


def get_inputs():
    return [torch.randn(batch_size, dim1)]


def get_init_inputs():
    return [reduce_dim]
