"""F.relu6 -> PReLU: synthesised by warpgym synth (seed 9, index 109, torch#2, dim 0 x4050)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu6 -> PReLU"""

    def __init__(self):
        super().__init__()
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = F.relu6(x)
        x = self.prelu_1(x)
        return x


def get_inputs():
    return [torch.randn(16200, 32, 32, 32)]


def get_init_inputs():
    return []
