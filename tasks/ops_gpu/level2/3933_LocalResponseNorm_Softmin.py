"""LocalResponseNorm -> Softmin: synthesised by warpgym synth (seed 7, index 6192, torch#2, dim 0 x608)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LocalResponseNorm -> Softmin"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)
        self.softmin_1 = nn.Softmin()

    def forward(self, x):
        x = self.localresponsenorm_0(x)
        x = self.softmin_1(x)
        return x


def get_inputs():
    return [torch.randn(4864, 256, 128)]


def get_init_inputs():
    return []
