"""F.softmax -> torch.t: synthesised by warpgym synth (seed 10, index 12, torch#2, dim 0 x7260)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmax -> torch.t"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.softmax(x)
        x = torch.t(x)
        return x


def get_inputs():
    return [torch.randn(464640, 1024)]


def get_init_inputs():
    return []
