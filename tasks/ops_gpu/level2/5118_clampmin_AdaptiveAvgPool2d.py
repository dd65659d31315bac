"""torch.clamp_min -> AdaptiveAvgPool2d: synthesised by warpgym synth (seed 9, index 615, torch#2, dim 0 x2287)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.clamp_min -> AdaptiveAvgPool2d"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool2d_1 = nn.AdaptiveAvgPool2d(output_size=4)

    def forward(self, x):
        x = torch.clamp_min(x, 0.5)
        x = self.adaptiveavgpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(36592, 64, 128)]


def get_init_inputs():
    return []
