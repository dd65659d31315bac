"""torch.cummin -> F.gelu -> F.log_softmax: synthesised by warpgym synth (seed 9, index 136, torch#3, dim 0 x13418)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cummin -> F.gelu -> F.log_softmax"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.cummin(x, -1)[0]
        x = F.gelu(x)
        x = F.log_softmax(x)
        return x


def get_inputs():
    return [torch.randn(1717504, 256)]


def get_init_inputs():
    return []
