"""MaxPool3d -> torch.frexp -> torch.swapdims: synthesised by warpgym synth (seed 7, index 2548, torch#3, dim 0 x6728)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool3d -> torch.frexp -> torch.swapdims"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_0 = nn.MaxPool3d(kernel_size=3)

    def forward(self, x):
        x = self.maxpool3d_0(x)
        x = torch.frexp(x)[0]
        x = torch.swapdims(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(107648, 32, 16, 16)]


def get_init_inputs():
    return []
