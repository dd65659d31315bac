"""F.pad -> MaxPool3d -> torch.min -> F.hardswish: synthesised by warpgym synth (seed 7, index 5176, torch#4, dim 0 x3600)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> MaxPool3d -> torch.min -> F.hardswish"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_1 = nn.MaxPool3d(kernel_size=3)

    def forward(self, x, x1):
        x = F.pad(x, pad=[1, 1])
        x = self.maxpool3d_1(x)
        x = torch.min(x, x1)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(28800, 16, 32, 32), torch.randn(28800, 5, 10, 11)]


def get_init_inputs():
    return []
