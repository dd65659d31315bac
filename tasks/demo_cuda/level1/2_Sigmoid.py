import torch
import torch.nn as nn


class Model(nn.Module):
    """Applies the logistic sigmoid element-wise (cf. KernelBench level1/21_Sigmoid)."""

    def __init__(self):
        super().__init__()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.sigmoid(x)


batch_size = 4096
dim = 16384


def get_inputs():
    return [torch.randn(batch_size, dim)]


def get_init_inputs():
    return []
