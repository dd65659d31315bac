"""ReLU6 -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 1954, torch#2, dim 0 x1584)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()
        self.bcewithlogitsloss_1 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1):
        x = self.relu6_0(x)
        x = self.bcewithlogitsloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(12672, 256, 128), torch.randn(12672, 256, 128)]


def get_init_inputs():
    return []
