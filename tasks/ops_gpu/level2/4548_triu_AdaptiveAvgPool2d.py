"""torch.triu -> AdaptiveAvgPool2d: synthesised by warpgym synth (seed 8, index 176, torch#2, dim 0 x7980)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.triu -> AdaptiveAvgPool2d"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool2d_1 = nn.AdaptiveAvgPool2d(output_size=4)

    def forward(self, x):
        x = torch.triu(x)
        x = self.adaptiveavgpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(63840, 16, 32, 32)]


def get_init_inputs():
    return []
