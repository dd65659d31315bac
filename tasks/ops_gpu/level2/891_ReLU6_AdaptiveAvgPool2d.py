"""ReLU6 -> AdaptiveAvgPool2d: synthesised by warpgym synth (seed 7, index 1452, torch#2, dim 0 x4043)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> AdaptiveAvgPool2d"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()
        self.adaptiveavgpool2d_1 = nn.AdaptiveAvgPool2d(output_size=4)

    def forward(self, x):
        x = self.relu6_0(x)
        x = self.adaptiveavgpool2d_1(x)
        return x


def get_inputs():
    return [torch.randn(64688, 32, 256)]


def get_init_inputs():
    return []
