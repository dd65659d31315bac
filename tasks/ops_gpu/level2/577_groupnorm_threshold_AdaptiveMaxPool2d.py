"""F.group_norm -> F.threshold -> AdaptiveMaxPool2d: synthesised by warpgym synth (seed 7, index 931, torch#3, dim 0 x384)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.group_norm -> F.threshold -> AdaptiveMaxPool2d"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_2 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x):
        x = F.group_norm(x, num_groups=2)
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = self.adaptivemaxpool2d_2(x)
        return x


def get_inputs():
    return [torch.randn(3072, 256, 128)]


def get_init_inputs():
    return []
