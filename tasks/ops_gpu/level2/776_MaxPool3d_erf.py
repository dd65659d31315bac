"""MaxPool3d -> torch.erf: synthesised by warpgym synth (seed 7, index 1257, torch#2, dim 0 x18226)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool3d -> torch.erf"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_0 = nn.MaxPool3d(kernel_size=3)

    def forward(self, x):
        x = self.maxpool3d_0(x)
        x = torch.erf(x)
        return x


def get_inputs():
    return [torch.randn(72904, 16, 8, 8, 8)]


def get_init_inputs():
    return []
