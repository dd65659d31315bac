"""F.gelu -> torch.reciprocal -> MaxPool1d -> Hardshrink: synthesised by warpgym synth (seed 9, index 111, torch#4, dim 0 x10197)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> torch.reciprocal -> MaxPool1d -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_2 = nn.MaxPool1d(kernel_size=3)
        self.hardshrink_3 = nn.Hardshrink()

    def forward(self, x):
        x = F.gelu(x)
        x = torch.reciprocal(x)
        x = self.maxpool1d_2(x)
        x = self.hardshrink_3(x)
        return x


def get_inputs():
    return [torch.randn(1305216, 256)]


def get_init_inputs():
    return []
