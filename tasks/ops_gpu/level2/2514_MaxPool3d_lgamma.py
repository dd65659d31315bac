"""MaxPool3d -> torch.lgamma: synthesised by warpgym synth (seed 7, index 3987, torch#2, dim 0 x5123)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool3d -> torch.lgamma"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_0 = nn.MaxPool3d(kernel_size=3)

    def forward(self, x):
        x = self.maxpool3d_0(x)
        x = torch.lgamma(x)
        return x


def get_inputs():
    return [torch.randn(81968, 32, 16, 16)]


def get_init_inputs():
    return []
