"""ReLU6 -> torch.movedim: synthesised by warpgym synth (seed 7, index 2159, torch#2, dim 0 x2161)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> torch.movedim"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()

    def forward(self, x):
        x = self.relu6_0(x)
        x = torch.movedim(x, 2, 1)
        return x


def get_inputs():
    return [torch.randn(34576, 32, 256)]


def get_init_inputs():
    return []
