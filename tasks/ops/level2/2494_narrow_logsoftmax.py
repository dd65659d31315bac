"""torch.narrow -> F.log_softmax: synthesised by warpgym synth (seed 7, index 3291, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.narrow -> F.log_softmax"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.narrow(x, -1, 2, 2)
        x = F.log_softmax(x)
        return x


def get_inputs():
    return [torch.randn(8, 256, 128)]


def get_init_inputs():
    return []
