"""torch.logaddexp -> MaxPool3d: synthesised by warpgym synth (seed 7, index 6817, torch#2, dim 0 x3457)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logaddexp -> MaxPool3d"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_1 = nn.MaxPool3d(kernel_size=3)

    def forward(self, x, x1):
        x = torch.logaddexp(x, x1)
        x = self.maxpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(13828, 32, 32, 32), torch.randn(13828, 32, 32, 32)]


def get_init_inputs():
    return []
