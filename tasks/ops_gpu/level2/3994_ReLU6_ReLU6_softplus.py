"""ReLU6 -> ReLU6 -> F.softplus: synthesised by warpgym synth (seed 7, index 6286, torch#3, dim 0 x12158)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> ReLU6 -> F.softplus"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()
        self.relu6_1 = nn.ReLU6()

    def forward(self, x):
        x = self.relu6_0(x)
        x = self.relu6_1(x)
        x = F.softplus(x)
        return x


def get_inputs():
    return [torch.randn(48632, 16, 8, 8, 8)]


def get_init_inputs():
    return []
