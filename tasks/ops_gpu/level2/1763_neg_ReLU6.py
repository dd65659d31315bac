"""torch.neg -> ReLU6: synthesised by warpgym synth (seed 7, index 2795, torch#2, dim 0 x16016)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.neg -> ReLU6"""

    def __init__(self):
        super().__init__()
        self.relu6_1 = nn.ReLU6()

    def forward(self, x):
        x = torch.neg(x)
        x = self.relu6_1(x)
        return x


def get_inputs():
    return [torch.randn(32032, 8, 8, 16, 16)]


def get_init_inputs():
    return []
