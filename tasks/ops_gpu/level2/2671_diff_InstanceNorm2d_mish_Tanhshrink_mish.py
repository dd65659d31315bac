"""torch.diff -> InstanceNorm2d -> F.mish -> Tanhshrink -> F.mish: synthesised by warpgym synth (seed 7, index 4227, torch#5, dim 0 x900)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diff -> InstanceNorm2d -> F.mish -> Tanhshrink -> F.mish"""

    def __init__(self):
        super().__init__()
        self.instancenorm2d_1 = nn.InstanceNorm2d(num_features=127)
        self.tanhshrink_3 = nn.Tanhshrink()

    def forward(self, x):
        x = torch.diff(x)
        x = self.instancenorm2d_1(x)
        x = F.mish(x)
        x = self.tanhshrink_3(x)
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(14400, 64, 128)]


def get_init_inputs():
    return []
