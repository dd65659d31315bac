import torch
import torch.nn as nn


class Model(nn.Module):
    """Applies one of two element-wise maps; which one, read forward()."""

    def __init__(self):
        super().__init__()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x.clamp(min=0.0)


batch_size = 64
dim = 4096


def get_inputs():
    return [torch.randn(batch_size, dim)]


def get_init_inputs():
    return []
