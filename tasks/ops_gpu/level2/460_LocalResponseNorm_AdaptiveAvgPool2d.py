"""LocalResponseNorm -> AdaptiveAvgPool2d: synthesised by warpgym synth (seed 7, index 734, torch#2, dim 0 x564)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LocalResponseNorm -> AdaptiveAvgPool2d"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)
        self.adaptiveavgpool2d_1 = nn.AdaptiveAvgPool2d(output_size=4)

    def forward(self, x):
        x = self.localresponsenorm_0(x)
        x = self.adaptiveavgpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(9024, 32, 256)]


def get_init_inputs():
    return []
