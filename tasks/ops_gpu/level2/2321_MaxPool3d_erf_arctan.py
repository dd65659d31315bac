"""MaxPool3d -> torch.erf -> torch.arctan: synthesised by warpgym synth (seed 7, index 3662, torch#3, dim 0 x29198)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool3d -> torch.erf -> torch.arctan"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_0 = nn.MaxPool3d(kernel_size=3)

    def forward(self, x):
        x = self.maxpool3d_0(x)
        x = torch.erf(x)
        x = torch.arctan(x)
        return x


def get_inputs():
    return [torch.randn(116792, 16, 8, 8, 8)]


def get_init_inputs():
    return []
