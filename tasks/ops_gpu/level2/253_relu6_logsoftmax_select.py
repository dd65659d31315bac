"""F.relu6 -> F.log_softmax -> torch.select: synthesised by warpgym synth (seed 7, index 390, torch#3, dim 0 x28777)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu6 -> F.log_softmax -> torch.select"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.relu6(x)
        x = F.log_softmax(x)
        x = torch.select(x, -1, 2)
        return x


def get_inputs():
    return [torch.randn(3683456, 256)]


def get_init_inputs():
    return []
