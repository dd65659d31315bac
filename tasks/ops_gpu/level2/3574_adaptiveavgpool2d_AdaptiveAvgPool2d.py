"""F.adaptive_avg_pool2d -> AdaptiveAvgPool2d: synthesised by warpgym synth (seed 7, index 5606, torch#2, dim 0 x7963)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool2d -> AdaptiveAvgPool2d"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool2d_1 = nn.AdaptiveAvgPool2d(output_size=4)

    def forward(self, x):
        x = F.adaptive_avg_pool2d(x, output_size=4)
        x = self.adaptiveavgpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(127408, 64, 128)]


def get_init_inputs():
    return []
