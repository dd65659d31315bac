"""torch.frac -> LocalResponseNorm -> F.softshrink -> MaxPool3d -> torch.floor_divide: synthesised by warpgym synth (seed 7, index 6601, torch#5, dim 0 x1798)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.frac -> LocalResponseNorm -> F.softshrink -> MaxPool3d -> torch.floor_divide"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)
        self.maxpool3d_3 = nn.MaxPool3d(kernel_size=3)

    def forward(self, x, x1):
        x = torch.frac(x)
        x = self.localresponsenorm_1(x)
        x = F.softshrink(x)
        x = self.maxpool3d_3(x)
        x = torch.floor_divide(x, x1)
        return x


def get_inputs():
    return [torch.randn(7192, 16, 8, 8, 8), torch.randn(7192, 16, 2, 2, 2)]


def get_init_inputs():
    return []
